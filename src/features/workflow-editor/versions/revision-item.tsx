/**
 * One revision of the Versions list: number, name (marked), when and who, summary, description, API
 * versions, actions (View, Compare with…, Name / describe). While a second revision is being picked for a
 * comparison, every other revision offers Compare instead.
 */
import LabelIcon from '@mui/icons-material/Label';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WorkflowRevision } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { CompareMenu } from './compare-menu';
import { restoredFromText, summaryText } from './revision-words';

export interface RevisionItemProps {
  revision: WorkflowRevision;
  /** Shown on the canvas now. */
  viewing: boolean;
  onView: () => void;
  /** Name / describe (the holder of the edit permission); null: not offered. */
  onName: (() => void) | null;
  /** Compare with… : the current draft, or another revision (picked next). */
  onCompare: { current: () => void; another: () => void };
  /** A comparison's second revision is being picked: the first, and completing the pair with this one. */
  picking: { first: number; pick: () => void } | null;
}

export function RevisionItem({ revision, viewing, onView, onName, onCompare, picking }: RevisionItemProps) {
  const { t } = useTranslation('editor');
  const formatDate = useDateTimeFormat();
  const restored = restoredFromText(t, revision);
  const title = t('versions.revision', { revision: revision.revision });
  return (
    <ListItem
      divider
      aria-current={viewing ? 'true' : undefined}
      data-testid={`revision-${revision.revision}`}
      sx={{ display: 'block', px: 2, py: 1, bgcolor: viewing ? 'action.selected' : undefined }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {revision.name && <Chip size="small" color="primary" variant="outlined" icon={<LabelIcon aria-label={t('versions.named')} />} label={revision.name} />}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {t('versions.by', { when: formatDate(revision.savedAt), who: revision.savedBy.name })}
      </Typography>
      <Typography variant="body2" component="p">
        {summaryText(t, revision.summary)}
      </Typography>
      {revision.description && (
        <Typography variant="body2" color="text.secondary" component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {revision.description}
        </Typography>
      )}
      {restored && (
        <Typography variant="caption" color="text.secondary" component="p">
          {restored}
        </Typography>
      )}
      {revision.apiVersions.length > 0 && (
        <Box component="ul" aria-label={t('versions.apiVersions')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, mt: 0.5, listStyle: 'none' }}>
          {revision.apiVersions.map((version) => (
            <li key={version.id}>
              <Chip size="small" label={version.name} />
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        {picking && picking.first !== revision.revision && (
          <Button
            size="small"
            variant="contained"
            onClick={picking.pick}
            aria-label={t('versions.pickLabel', { revision: title, first: t('versions.revision', { revision: picking.first }) })}
          >
            {t('versions.pickAction')}
          </Button>
        )}
        <Button size="small" onClick={onView} disabled={viewing} aria-label={`${t('versions.open')} ${title}`}>
          {t('versions.open')}
        </Button>
        {!picking && <CompareMenu revision={revision.revision} onCurrent={onCompare.current} onAnother={onCompare.another} />}
        {onName && (
          <Button size="small" onClick={onName} aria-label={`${t('versions.nameAction')} ${title}`}>
            {t('versions.nameAction')}
          </Button>
        )}
      </Box>
    </ListItem>
  );
}
