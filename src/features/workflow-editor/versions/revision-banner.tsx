/**
 * The banner over a revision viewed read-only: which revision, when and by whom; Back to current (the
 * live editor, unsaved work intact) and, for the holder of the edit permission, Restore (a menu: as
 * unsaved changes, or as a new revision).
 */
import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkflowRevision } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';

export interface RevisionBannerProps {
  revision: WorkflowRevision;
  onBack: () => void;
  /** Opens the visual diff of this revision against the current draft. */
  onCompare: () => void;
  /** The holder's restore actions; null: no Restore. */
  restore: { asUnsaved: () => void; asNew: () => void; pending: boolean } | null;
}

export function RevisionBanner({ revision, onBack, onCompare, restore }: RevisionBannerProps) {
  const { t } = useTranslation('editor');
  const formatDate = useDateTimeFormat();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const words = { revision: revision.revision, when: formatDate(revision.savedAt), who: revision.savedBy.name };
  const choose = (action: () => void) => {
    setAnchor(null);
    action();
  };
  return (
    <Alert
      severity="info"
      icon={<HistoryIcon />}
      data-testid="revision-banner"
      sx={{ borderRadius: 0, alignItems: 'center' }}
      action={
        // The actions keep their words on one line and wrap as a group when the canvas is narrow.
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
          {restore && (
            <>
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                disabled={restore.pending}
                aria-haspopup="menu"
                aria-controls={anchor ? menuId : undefined}
                aria-expanded={anchor ? 'true' : undefined}
                onClick={(event) => setAnchor(event.currentTarget)}
              >
                {t('versions.restore')}
              </Button>
              <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
                <MenuItem onClick={() => choose(restore.asUnsaved)}>{t('versions.restoreAsUnsaved')}</MenuItem>
                <MenuItem onClick={() => choose(restore.asNew)}>{t('versions.restoreAsNew')}</MenuItem>
              </Menu>
            </>
          )}
          <Button color="inherit" size="small" variant="outlined" onClick={onCompare}>
            {t('versions.compareWithCurrent')}
          </Button>
          <Button color="inherit" size="small" onClick={onBack}>
            {t('versions.backToCurrent')}
          </Button>
        </Box>
      }
    >
      {revision.name ? t('versions.viewingNamed', { ...words, name: revision.name }) : t('versions.viewing', words)}
    </Alert>
  );
}
