import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isCurrent, TOP_MENU_BUTTON_SX, TopMenuLink } from './nav-link';
import { TOP_MENU } from './nav-items';
import { useFittingCount } from './use-fitting-count';
import { AREA_ICONS } from '../../components/areas/area-icons';

// The "more" menu (MUI Menu, Popover, Modal) loads on first intent, like the account menu.
const loadMore = () => import('./shell-menus');
const TopMenuMore = lazy(async () => ({ default: (await loadMore()).TopMenuMore }));

/**
 * The top menu as a priority list: the items that fit the bar's width show in order, the rest move
 * into a "more" menu of links. Widths come from an invisible copy of every item (bold, as the current
 * one is), so the split follows the window, the language and the fonts.
 */
export function TopMenu({ projectId }: { projectId: string }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const box = useRef<HTMLElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const count = useFittingCount(box, row, 0);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const items = TOP_MENU.map((item) => ({ key: item.key, to: item.href(projectId), label: t(`menu.${item.key}`), icon: AREA_ICONS[item.key] }));
  const more = items.slice(count);
  const currentInMore = more.some((item) => isCurrent(pathname, item.to));
  const open = Boolean(anchor);

  return (
    <Box
      component="nav"
      ref={box}
      aria-label={t('topMenu')}
      sx={{ display: 'flex', alignItems: 'center', flex: 1, minWidth: 0, position: 'relative', overflow: 'hidden' }}
    >
      {items.slice(0, count).map((item) => (
        <TopMenuLink key={item.key} to={item.to} label={item.label} icon={item.icon} />
      ))}
      {more.length > 0 && (
        <Button
          id={buttonId}
          color="inherit"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          endIcon={<ExpandMoreIcon />}
          sx={{ ...TOP_MENU_BUTTON_SX, fontWeight: currentInMore ? 700 : 400 }}
          onMouseEnter={() => void loadMore()}
          onFocus={() => void loadMore()}
          onClick={(event) => {
            setWanted(true);
            setAnchor(event.currentTarget);
          }}
        >
          {t('moreMenu')}
        </Button>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <TopMenuMore id={menuId} labelledBy={buttonId} anchor={anchor} items={more} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
      <Box
        ref={row}
        aria-hidden
        inert
        sx={{ position: 'absolute', top: 0, left: 0, width: 'max-content', display: 'flex', visibility: 'hidden', pointerEvents: 'none' }}
      >
        {items.map((item) => (
          <Button
            key={item.key}
            component="span"
            tabIndex={-1}
            disableRipple
            color="inherit"
            startIcon={<item.icon fontSize="small" />}
            sx={{ ...TOP_MENU_BUTTON_SX, fontWeight: 700 }}
          >
            {item.label}
          </Button>
        ))}
        <Button component="span" tabIndex={-1} disableRipple color="inherit" endIcon={<ExpandMoreIcon />} sx={{ ...TOP_MENU_BUTTON_SX, fontWeight: 700 }}>
          {t('moreMenu')}
        </Button>
      </Box>
    </Box>
  );
}
