import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The common layout of the restriction and error screens: logo, title and lines of text. On its own it is
 * the page's `main`; inside the shell (which has the `main`) pass `landmark="section"`.
 */
export function ErrorScreen({
  title,
  lines = [],
  children,
  landmark = 'main',
}: {
  title: string;
  lines?: string[];
  children?: ReactNode;
  landmark?: 'main' | 'section';
}) {
  return (
    <Box component={landmark} sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ maxWidth: 560, textAlign: 'center' }}>
        <Box component="img" src="/favicon.svg" alt="" sx={{ width: 56, height: 56, mb: 2 }} />
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {lines.map((line) => (
          <Typography key={line} color="text.secondary" sx={{ mb: 1 }}>
            {line}
          </Typography>
        ))}
        {children}
      </Box>
    </Box>
  );
}
