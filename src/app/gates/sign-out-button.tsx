import Button from '@mui/material/Button';
import { useAuth } from 'react-oidc-context';
import { useTranslation } from 'react-i18next';

/** Ends the session at the provider (and back at the site root): the way out of a screen the user cannot pass. */
export function SignOutButton() {
  const { t } = useTranslation('errors');
  const auth = useAuth();
  return (
    <Button variant="outlined" onClick={() => void auth.signoutRedirect()}>
      {t('signOut')}
    </Button>
  );
}
