/** A titled block of the API overview page. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export function OverviewCard({ title, help, testId, children }: { title: string; help?: string; testId?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h2" id={titleId} sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {help}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
