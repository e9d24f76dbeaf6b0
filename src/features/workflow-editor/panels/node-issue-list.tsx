/**
 * The open node's issues, all of them (the count is the canvas badge's): each names its field by the
 * label the panel shows, and takes the caret to that field when it is on screen. Fields also show
 * their first issue beside them; what no field shows (not connected, loops, its connections, hidden
 * fields) is only here.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { focusField } from '../components/focus-field';
import { issueLine, useIssueEntries } from '../components/issue-entries';
import type { GraphIssue } from '../model/validation';
import { useEditorStoreApi } from '../store/editor-context';
import { useShownFields } from './field-registry';
import { usePanel } from './fields';

export function NodeIssueList({ issues }: { issues: readonly GraphIssue[] }) {
  const { t } = useTranslation(['editor']);
  const store = useEditorStoreApi();
  const { node, fields } = usePanel();
  const shown = useShownFields(fields);
  const entries = useIssueEntries(issues);
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'warning.main', borderRadius: 1, px: 1.5, py: 1 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('panel.issues', { count: entries.length })}
      </Typography>
      {/* No markers: a multi-line link (an inline-block button) put its bullet on its last line. */}
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {entries.map((entry, i) => {
          const { issue, fieldLabel } = entry;
          const text = issueLine(entry, t);
          return (
            <Typography component="li" variant="body2" key={`${issue.key}-${issue.field ?? ''}-${issue.edgeId ?? ''}-${i}`}>
              {issue.field && fieldLabel && shown(issue.field) ? (
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => focusField(store, node.id, issue.field)}
                  sx={{ textAlign: 'left', verticalAlign: 'top' }}
                >
                  {text}
                </Link>
              ) : (
                text
              )}
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}
