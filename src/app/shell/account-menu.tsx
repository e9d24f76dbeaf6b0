import AccountCircle from '@mui/icons-material/AccountCircle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { useState } from 'react';
import { useAuth } from 'react-oidc-context';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../lib/i18n';
import { useAccess } from '../gates/access-context';

const MODES = ['light', 'dark', 'system'] as const;

/** Colour mode, language, account settings and logout. */
export function AccountMenu() {
  const { t, i18n } = useTranslation('shell');
  const auth = useAuth();
  const { userInfo } = useAccess();
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const fullName = userInfo.name || [userInfo.given_name, userInfo.family_name].filter(Boolean).join(' ');

  return (
    <>
      <IconButton color="inherit" aria-label={t('account.open')} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <AccountCircle />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <ListSubheader>
          {fullName} · {userInfo.email || '-'}
        </ListSubheader>
        <ListSubheader>{t('account.colorMode')}</ListSubheader>
        {MODES.map((value) => (
          <MenuItem key={value} selected={(mode ?? 'light') === value} onClick={() => {
              setMode(value);
              close();
            }}
          >
            <ListItemText>{t(`account.mode.${value}`)}</ListItemText>
          </MenuItem>
        ))}
        <ListSubheader>{t('account.language')}</ListSubheader>
        {LANGUAGES.map((language) => (
          <MenuItem key={language} lang={language.slice(0, 2)} selected={i18n.language === language} onClick={() => {
              void i18n.changeLanguage(language);
              close();
            }}
          >
            <ListItemText>{t(`account.languages.${language}`)}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component="a" href={`${auth.settings.authority}/ui/console/users/me`} target="_blank" rel="noreferrer" onClick={close}>
          {t('account.settings')}
        </MenuItem>
        <MenuItem onClick={() => void auth.signoutRedirect()}>{t('account.logout')}</MenuItem>
      </Menu>
    </>
  );
}
