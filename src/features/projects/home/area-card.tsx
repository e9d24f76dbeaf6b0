import type { SvgIconComponent } from '@mui/icons-material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import PendingOutlinedIcon from '@mui/icons-material/PendingOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { ToneTag } from '../../../components/tone-tag';
import { CardError } from './card-error';
import { AREA_HREFS, AREA_ICONS, ORG_WIDE } from './areas';
import type { AreaFigure, StatusKey } from './use-project-overview';

/** A status part's icon (a tag is never colour alone), as the knowledge and jobs pages show these states. */
const PART_ICONS: Record<StatusKey, SvgIconComponent> = {
  'indexStatus.ready': CheckCircleOutlineIcon,
  'indexStatus.pending': HourglassEmptyOutlinedIcon,
  'indexStatus.building': SyncIcon,
  'indexStatus.waiting': HourglassEmptyOutlinedIcon,
  'indexStatus.failed': ErrorOutlineIcon,
  'jobStatus.running': SyncIcon,
  'jobStatus.pending': PendingOutlinedIcon,
  'jobStatus.failed': ErrorOutlineIcon,
};

/**
 * One area's figure: its icon and name (a link to the area), the count large, statuses under it; while
 * loading a placeholder, on failure the area's 'Failed to fetch …' with its own Retry.
 */
export function AreaCard({ figure, projectId }: { figure: AreaFigure; projectId: string }) {
  const { t, i18n } = useTranslation('projects');
  const { area } = figure;
  const Icon = AREA_ICONS[area];
  const titleId = useId();
  const label = t(`home.areas.${area}`);
  let body: ReactNode;
  if (figure.isError) {
    const thing = area === 'publishedApis' ? t('home.things.workflows') : t(`home.things.${area}`);
    body = <CardError message={mutationFailedMessage(i18n.t, 'fetch', thing)} onRetry={figure.retry} />;
  } else if (figure.count === undefined) {
    body = <Skeleton variant="text" width={56} sx={{ fontSize: '2.25rem' }} role="status" aria-label={t('home.loading', { thing: label })} />;
  } else {
    body = (
      <>
        <Typography component="p" data-testid="area-count" sx={{ fontSize: '2.25rem', fontWeight: 600, lineHeight: 1.2 }}>
          {figure.count.toLocaleString(i18n.language)}
        </Typography>
        {(figure.parts?.length ?? 0) > 0 && (
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}>
            {figure.parts!.map((part) => (
              <li key={part.key}>
                <ToneTag tone={part.tone} Icon={PART_ICONS[part.key]}>
                  {t(`home.${part.key}`, { count: part.count })}
                </ToneTag>
              </li>
            ))}
          </Box>
        )}
        {figure.capped !== undefined && (
          <Typography variant="caption" color="text.secondary" component="p">
            {t('home.latest', { count: figure.capped })}
          </Typography>
        )}
        {area === 'publishedApis' && (
          <Typography variant="caption" color="text.secondary" component="p">
            {t('home.publishedOf')}
          </Typography>
        )}
        {ORG_WIDE.has(area) && (
          <Typography variant="caption" color="text.secondary" component="p">
            {t('home.orgWide')}
          </Typography>
        )}
      </>
    );
  }
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-area={area}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, minHeight: 128 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Icon fontSize="small" color="action" aria-hidden />
        <Link
          id={titleId}
          component={RouterLink}
          to={AREA_HREFS[area](projectId)}
          underline="hover"
          variant="subtitle2"
          color="text.secondary"
          sx={{ fontWeight: 600 }}
        >
          {label}
        </Link>
      </Box>
      {body}
    </Card>
  );
}
