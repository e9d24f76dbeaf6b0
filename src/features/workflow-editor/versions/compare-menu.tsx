/**
 * A revision's "Compare with…" (Versions list): a menu of the current draft, or another revision (the
 * panel then asks for the second one; see versions-panel.tsx).
 */
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CompareMenuProps {
  revision: number;
  onCurrent: () => void;
  onAnother: () => void;
}

export function CompareMenu({ revision, onCurrent, onAnother }: CompareMenuProps) {
  const { t } = useTranslation('editor');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  // Another revision: this button goes while the second one is picked (the panel's hint takes the focus).
  const [leaving, setLeaving] = useState(false);
  const choose = (action: () => void, leave: boolean) => {
    setLeaving(leave);
    setAnchor(null);
    action();
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<CompareArrowsIcon />}
        aria-label={t('versions.compareWithLabel', { revision })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('versions.compareWith')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} disableRestoreFocus={leaving}>
        <MenuItem onClick={() => choose(onCurrent, false)}>{t('versions.current')}</MenuItem>
        <MenuItem onClick={() => choose(onAnother, true)}>{t('versions.compareWithAnother')}</MenuItem>
      </Menu>
    </>
  );
}
