import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { useAuth } from 'react-oidc-context';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../lib/i18n';
import { rememberLanguageChoice } from '../../lib/remember-language-choice';
import { useAccess } from '../../auth/access-context';
import { getRuntimeConfig } from '../../lib/runtime-config';

const MODES = ['light', 'dark', 'system'] as const;

/** The account menu's content (loaded when the menu is first opened): colour mode, language, account settings, logout. */
export function AccountMenuItems({ anchor, onClose: close }: { anchor: HTMLElement | null; onClose(): void }) {
  const { t, i18n } = useTranslation('shell');
  const auth = useAuth();
  const { userInfo } = useAccess();
  const { mode, setMode } = useColorScheme();
  // The provider's own account page, when the deployment names one (runtime config).
  const { accountSettingsUrl } = getRuntimeConfig();
  const fullName = userInfo.name || [userInfo.given_name, userInfo.family_name].filter(Boolean).join(' ');

  return (
    <>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <ListSubheader>
          {fullName} · {userInfo.email || '-'}
        </ListSubheader>
        <ListSubheader>{t('account.colorMode')}</ListSubheader>
        {MODES.map((value) => (
          <MenuItem
            key={value}
            selected={(mode ?? 'light') === value}
            onClick={() => {
              setMode(value);
              close();
            }}
          >
            <ListItemText>{t(`account.mode.${value}`)}</ListItemText>
          </MenuItem>
        ))}
        <ListSubheader>{t('account.language')}</ListSubheader>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language.slice(0, 2)}
            selected={i18n.language === language}
            onClick={() => {
              // Kept for this user: it wins over their locale at the next start and sign-in.
              if (userInfo.sub) rememberLanguageChoice(userInfo.sub, language);
              void i18n.changeLanguage(language);
              close();
            }}
          >
            <ListItemText>{t(`account.languages.${language}`)}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        {accountSettingsUrl && (
          <MenuItem component="a" href={accountSettingsUrl} target="_blank" rel="noreferrer" onClick={close}>
            {t('account.settings')}
          </MenuItem>
        )}
        <MenuItem onClick={() => void auth.signoutRedirect()}>{t('account.logout')}</MenuItem>
      </Menu>
    </>
  );
}
