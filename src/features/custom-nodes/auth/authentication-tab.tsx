/**
 * The custom node editor's Authentication tab: the sign-in settings (fields of the editor's form) and the
 * authentication card. The card authenticates with the saved settings, so it asks to save first while the
 * form's provider or scopes differ from the saved node's (or the editor says they are `dirty`).
 */
import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import { useGetCustomNode } from '../../../generated/custom-nodes/custom-nodes';
import { AuthenticationCard } from './authentication-card';
import { type AuthenticationFormValues, authenticationValueOf, sameAuthentication } from './authentication-form';
import { AuthenticationSettings } from './authentication-settings';

export interface AuthenticationTabProps {
  projectId: string;
  customNodeId: string;
  /** The editor's own word that the authentication field has unsaved changes (the tab also compares the form with the saved node). */
  dirty?: boolean;
}

export function AuthenticationTab({ projectId, customNodeId, dirty = false }: AuthenticationTabProps) {
  // The saved node: the editor's own query (same key), so no second request.
  const node = useGetCustomNode(projectId, customNodeId);
  const saved = node.data ? authenticationValueOf(node.data.authentication) : undefined;
  const current = useWatch<AuthenticationFormValues, 'authentication'>({ name: 'authentication' });
  const unsaved = dirty || (saved !== undefined && !sameAuthentication(current ?? null, saved));
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 880, py: 1 }}>
      <AuthenticationSettings />
      <AuthenticationCard projectId={projectId} customNodeId={customNodeId} savedSettings={saved} dirty={unsaved} />
    </Box>
  );
}
