/**
 * The provider sign-in of the mock backends (apiMode msw, server, prism): their start call answers a real
 * provider's authorization URL (Box, Entra ID, Google) that no provider will honour for the studio, so the
 * popup comes here instead (provider-popup.ts, popupTarget). Like the provider, it shows what the node
 * asks for and sends the window back to the callback page (links): Allow → ?code&state, Deny →
 * ?error=access_denied&error_description&state. It never goes anywhere but this origin's callback page. Never shown in live mode.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthenticationProvider } from '../../../generated/model';
import { callbackUrl } from './provider-popup';

const PROVIDER_HOSTS: Record<string, AuthenticationProvider> = {
  'login.microsoftonline.com': 'AUTH_PROVIDER_ENTRA_ID',
  'account.box.com': 'AUTH_PROVIDER_BOX',
  'accounts.google.com': 'AUTH_PROVIDER_GOOGLE',
};

interface AuthorizationRequest {
  host: string;
  provider?: AuthenticationProvider;
  state: string;
  scopes: string[];
}

function requestOf(authorizationUrl: string): AuthorizationRequest | undefined {
  let url: URL;
  try {
    url = new URL(authorizationUrl);
  } catch {
    return undefined;
  }
  const state = url.searchParams.get('state');
  if (!state || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined;
  const provider = PROVIDER_HOSTS[url.hostname];
  return { host: url.hostname, ...(provider ? { provider } : {}), state, scopes: (url.searchParams.get('scope') ?? '').split(' ').filter(Boolean) };
}

/** A code only the mock backend accepts (it checks the state, not the code). */
const standInCode = () => `stand-in-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

export function StandInSignIn({ authorizationUrl }: { authorizationUrl: string }) {
  const { t } = useTranslation('customNodeAuth');
  const request = requestOf(authorizationUrl);
  // One code per visit; the answers are plain links back to the callback page, as a provider's redirect would be.
  const [code] = useState(standInCode);
  const answer = (params: Record<string, string>) => `${callbackUrl()}?${new URLSearchParams(params).toString()}`;

  if (!request) {
    return (
      <Typography role="alert" data-testid="custom-node-auth-stand-in-invalid">
        {t('callback.standIn.invalid')}
      </Typography>
    );
  }
  const provider = request.provider ? t(`providers.${request.provider}`) : request.host;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="stand-in-title"
      sx={{ p: 3, maxWidth: 480, width: '100%' }}
      data-testid="custom-node-auth-stand-in"
    >
      <Typography variant="overline" color="text.secondary">
        {t('callback.standIn.badge')}
      </Typography>
      <Typography id="stand-in-title" variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('callback.standIn.title', { provider })}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('callback.standIn.intro', { provider })}</Typography>
      {request.scopes.length > 0 && (
        <>
          <Typography id="stand-in-scopes">{t('callback.standIn.scopes')}</Typography>
          <Box component="ul" aria-labelledby="stand-in-scopes" sx={{ mt: 0.5, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {request.scopes.map((scope) => (
              <li key={scope}>{scope}</li>
            ))}
          </Box>
        </>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
        <Button component="a" href={answer({ error: 'access_denied', error_description: t('callback.standIn.deniedReason'), state: request.state })}>
          {t('callback.standIn.deny')}
        </Button>
        <Button component="a" variant="contained" href={answer({ code, state: request.state })}>
          {t('callback.standIn.allow')}
        </Button>
      </Box>
    </Paper>
  );
}
