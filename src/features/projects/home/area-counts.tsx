import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaCard } from './area-card';
import type { AreaFigure } from './use-project-overview';

/** Every area's figure in a grid of cards (as many columns as fit, each at least 200 px). */
export function AreaCounts({ figures, projectId }: { figures: AreaFigure[]; projectId: string }) {
  const { t } = useTranslation('projects');
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('home.counts')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {figures.map((figure) => (
          <AreaCard key={figure.area} figure={figure} projectId={projectId} />
        ))}
      </Box>
    </Box>
  );
}
