import AccountCircle from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The menu itself (MUI Menu, Popover, Modal) loads on first intent, not with the first screen.
const loadItems = () => import('./shell-menus');
const AccountMenuItems = lazy(async () => ({ default: (await loadItems()).AccountMenuItems }));

/** The account button and its menu: colour mode, language, account settings, logout. */
export function AccountMenu() {
  const { t } = useTranslation('shell');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('account.open')}
        aria-haspopup="menu"
        onMouseEnter={() => void loadItems()}
        onFocus={() => void loadItems()}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        <AccountCircle />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <AccountMenuItems anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
