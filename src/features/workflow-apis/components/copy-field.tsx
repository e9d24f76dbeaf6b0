/** A labelled value in monospace with a copy button (tenant id, endpoints). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CopyButton } from '../../../components/value-view/copy-button';

export function CopyField({ label, value, testId, children }: { label: string; value: string; testId?: string; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '140px 1fr auto', alignItems: 'center', gap: 1, py: 0.5 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary" component="div">
        {label}
        {children}
      </Typography>
      <Box component="code" sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' }}>
        {value}
      </Box>
      <CopyButton name={label} text={value} />
    </Box>
  );
}
