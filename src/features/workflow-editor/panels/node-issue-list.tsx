/** The open node's issues that no field shows beside it (not connected, loops, its connections, hidden fields). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphIssue } from '../model/validation';
import { useShownFields } from './field-registry';
import { usePanel } from './fields';

export function NodeIssueList({ issues }: { issues: readonly GraphIssue[] }) {
  const { t } = useTranslation(['editor']);
  const { issues: fieldIssues, fields } = usePanel();
  const shown = useShownFields(fields);
  const headingId = useId();
  // A field shows its first issue; everything else is listed here.
  const listed = issues.filter((issue) => !(issue.field && shown(issue.field) && fieldIssues.get(issue.field) === issue));
  if (listed.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'warning.main', borderRadius: 1, px: 1.5, py: 1 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('panel.issues', { count: listed.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {listed.map((issue, i) => (
          <Typography component="li" variant="body2" key={`${issue.key}-${issue.field ?? ''}-${issue.edgeId ?? ''}-${i}`}>
            {t(issue.key, issue.params ?? {})}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
