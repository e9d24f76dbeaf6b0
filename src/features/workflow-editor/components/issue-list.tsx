/**
 * A list of issues as people read them: the message, and under it the node's title and the field's
 * label. An issue about a node is a button that opens the node's panel at that field.
 */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { GraphIssue } from '../model/validation';
import { useEditorStoreApi } from '../store/editor-context';
import { focusField } from './focus-field';
import { useIssueEntries } from './issue-entries';

export interface IssueListProps {
  issues: readonly GraphIssue[];
  label: string;
  /** Called after an entry opened its node (e.g. to close the popover holding the list). */
  onOpened?: () => void;
}

export function IssueList({ issues, label, onOpened }: IssueListProps) {
  const store = useEditorStoreApi();
  const entries = useIssueEntries(issues);
  return (
    <List dense aria-label={label}>
      {entries.map(({ issue, nodeId, message, where }, i) => (
        <ListItem key={`${nodeId ?? ''}-${issue.field ?? ''}-${issue.edgeId ?? ''}-${i}`} disablePadding>
          {nodeId && where ? (
            // Its name is what it shows (the message, then the node and field): no aria-label that differs from it.
            <ListItemButton
              onClick={() => {
                focusField(store, nodeId, issue.nodeId === nodeId ? issue.field : undefined);
                onOpened?.();
              }}
            >
              <ListItemText primary={message} secondary={where} />
            </ListItemButton>
          ) : (
            <ListItemText primary={message} sx={{ px: 2 }} />
          )}
        </ListItem>
      ))}
    </List>
  );
}
