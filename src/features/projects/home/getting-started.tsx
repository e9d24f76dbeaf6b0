import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AREA_HREFS, AREA_ICONS, type Area } from './areas';

/** The first steps, each with the area it happens in. */
const STEPS: Array<{ key: 'workflow' | 'knowledge' | 'database' | 'dataset' | 'agent'; area: Area }> = [
  { key: 'workflow', area: 'workflows' },
  { key: 'knowledge', area: 'knowledgeFiles' },
  { key: 'database', area: 'databaseConnections' },
  { key: 'dataset', area: 'datasets' },
  { key: 'agent', area: 'agents' },
];

/** A project with nothing in it yet: what the studio is for and the first steps, each a link. */
export function GettingStarted({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid="getting-started" sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <RocketLaunchOutlinedIcon color="primary" aria-hidden />
        <Typography id={titleId} variant="h5" component="h2">
          {t('home.gettingStarted.title')}
        </Typography>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 880 }}>
        {t('home.gettingStarted.intro')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))' }}>
        {STEPS.map(({ key, area }, index) => {
          const Icon = AREA_ICONS[area];
          return (
            <Box component="li" key={key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Icon fontSize="small" color="action" aria-hidden />
                <Typography variant="caption" color="text.secondary">
                  {index + 1}
                </Typography>
              </Box>
              <Link component={RouterLink} to={AREA_HREFS[area](projectId)} underline="hover" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t(`home.gettingStarted.steps.${key}.title`)}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {t(`home.gettingStarted.steps.${key}.body`)}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Card>
  );
}
