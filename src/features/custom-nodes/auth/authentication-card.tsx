/**
 * The authentication card of a custom node (§4): not required / not authenticated / authenticated as
 * {account} with the time remaining, counting down every second / expired — with Authenticate,
 * Re-authenticate (the popup journey, use-provider-sign-in.ts) and Sign out. It authenticates with the
 * SAVED provider and scopes: while the editor holds unsaved authentication changes (`dirty`) it asks to
 * save first. The state is read from getCustomNodeAuthentication, asked again every minute, when the
 * countdown runs out and when the saved settings change (saving other settings signs the node out).
 */
import LoginIcon from '@mui/icons-material/LoginOutlined';
import LogoutIcon from '@mui/icons-material/LogoutOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mutationFailedMessage, tooManyRequestsMessage } from '../../../components/mutation-toast';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { ErrorState, LoadingState } from '../../../components/states';
import { toast } from '../../../components/toast/toast-store';
import { ToneTag } from '../../../components/tone-tag';
import { getSignOutCustomNodeAuthenticationMutationOptions, useGetCustomNodeAuthentication } from '../../../generated/custom-nodes/custom-nodes';
import type {
  AuthenticationProvider,
  CustomNodeAuthentication,
  CustomNodeAuthenticationSettings,
  CustomNodeAuthenticationStatus,
} from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { useNow } from '../../../lib/use-now';
import { statusOf, type SignInProblem, useProviderSignIn } from './use-provider-sign-in';
import { CUSTOM_NODE_AUTH_LOOK } from './auth-status-look';

/** How often the card asks again (another tab, another user, the backend's own expiry). */
const POLL_MS = 60_000;

/** 'hh:mm:ss' of a time left (hours go past 24 if they must); 00:00:00 once it has run out. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** The same time left as an ISO 8601 duration, for the <time> element. */
const isoDuration = (ms: number) => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `PT${Math.floor(total / 3600)}H${Math.floor((total % 3600) / 60)}M${total % 60}S`;
};

/** A sign-in that did not finish, in words. */
function useProblemText() {
  const { t, i18n } = useTranslation('customNodeAuth');
  return (problem: SignInProblem, provider: string): { message: string; detail?: string } => {
    switch (problem.kind) {
      case 'blocked':
      case 'closed':
      case 'stateMismatch':
      case 'timedOut':
        return { message: t(`errors.${problem.kind}`) };
      case 'denied':
        return problem.reason ? { message: t('errors.denied', { provider, reason: problem.reason }) } : { message: t('errors.deniedNoReason', { provider }) };
      case 'startFailed': {
        if (statusOf(problem.error) === 409) return { message: t('errors.notSaved') };
        const wait = tooManyRequestsMessage(i18n.t, problem.error);
        return { message: t('errors.startFailed', { provider }), ...(wait ? { detail: wait } : {}) };
      }
      case 'completeFailed': {
        if (statusOf(problem.error) === 400) return { message: t('errors.invalidRequest') };
        const wait = tooManyRequestsMessage(i18n.t, problem.error);
        return { message: t('errors.completeFailed', { provider }), ...(wait ? { detail: wait } : {}) };
      }
    }
  };
}

export interface AuthenticationCardProps {
  projectId: string;
  customNodeId: string;
  /** The node's saved provider and scopes (null: none); a change asks for the state again. */
  savedSettings?: CustomNodeAuthenticationSettings | null;
  /** The editor holds unsaved authentication changes: authenticating waits until they are saved. */
  dirty?: boolean;
}

export function AuthenticationCard({ projectId, customNodeId, savedSettings, dirty = false }: AuthenticationCardProps) {
  const { t, i18n } = useTranslation('customNodeAuth');
  const titleId = useId();
  const dateTime = useDateTimeFormat();
  const problemText = useProblemText();
  const state = useGetCustomNodeAuthentication(projectId, customNodeId, { query: { refetchInterval: POLL_MS } });
  const { refetch } = state;
  const auth = state.data;

  // Saved settings that changed (another provider or other scopes sign the node out): ask again.
  const savedKey = savedSettings === undefined ? undefined : savedSettings ? `${savedSettings.provider} ${[...savedSettings.scopes].sort().join(' ')}` : '';
  const seenKey = useRef(savedKey);
  useEffect(() => {
    if (seenKey.current === savedKey) return;
    const first = seenKey.current === undefined;
    seenKey.current = savedKey;
    if (!first) void refetch();
  }, [savedKey, refetch]);

  const authenticated = auth?.status === 'AUTH_STATUS_AUTHENTICATED';
  const now = useNow(1_000, authenticated);
  const expiresAt = auth?.expiresAt ? Date.parse(auth.expiresAt) : Number.NaN;
  const remaining = authenticated && Number.isFinite(expiresAt) ? expiresAt - now : undefined;
  const ranOut = remaining !== undefined && remaining <= 0;
  const status: CustomNodeAuthenticationStatus | undefined = ranOut ? 'AUTH_STATUS_EXPIRED' : auth?.status;
  // The countdown ran out: the server says expired too (and may know better).
  useEffect(() => {
    if (ranOut) void refetch();
  }, [ranOut, refetch]);

  const provider: AuthenticationProvider | undefined = auth?.provider ?? savedSettings?.provider;
  const providerName = provider ? t(`providers.${provider}`) : t('providers.unknown');

  const onSignedIn = useCallback(
    (result: CustomNodeAuthentication) => {
      const name = result.provider ? t(`providers.${result.provider}`) : t('providers.unknown');
      toast({
        title: result.accountName ? t('card.signedInAs', { provider: name, account: result.accountName }) : t('card.signedIn', { provider: name }),
        variant: 'success',
      });
    },
    [t],
  );
  const signIn = useProviderSignIn(projectId, customNodeId, onSignedIn);
  const signOut = useToastMutation(getSignOutCustomNodeAuthenticationMutationOptions(), {
    verb: 'delete',
    thing: t('things.credentials', { provider: providerName }),
  });

  const busy = signIn.phase !== 'idle';
  const signedInOnce = status === 'AUTH_STATUS_AUTHENTICATED' || status === 'AUTH_STATUS_EXPIRED';
  const problem = signIn.problem && problemText(signIn.problem, providerName);
  const account = auth?.accountName;

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid="custom-node-auth-card" data-status={status}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ mr: 'auto' }}>
            {t('card.title')}
          </Typography>
          {status && (
            <span data-testid="custom-node-auth-status">
              <ToneTag {...CUSTOM_NODE_AUTH_LOOK[status]}>{t(`card.status.${status}`)}</ToneTag>
            </span>
          )}
        </Box>

        {state.isPending && <LoadingState label={t('card.loading')} />}
        {state.isError && !auth && <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('things.status'))} onRetry={() => void refetch()} />}

        {status === 'AUTH_STATUS_NOT_REQUIRED' && <Typography>{t('card.notRequired')}</Typography>}
        {status === 'AUTH_STATUS_UNAUTHENTICATED' && <Typography>{t('card.unauthenticated', { provider: providerName })}</Typography>}
        {status === 'AUTH_STATUS_AUTHENTICATED' && remaining !== undefined && (
          <>
            <Typography>
              {account ? t('card.authenticatedAs', { provider: providerName, account }) : t('card.authenticated', { provider: providerName })}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5 }}>
              <Typography component="span" color="text.secondary">
                {t('card.remaining')}
              </Typography>
              <Typography
                role="timer"
                aria-label={t('card.remaining')}
                data-testid="custom-node-auth-remaining"
                component="time"
                dateTime={isoDuration(remaining)}
                variant="h5"
                sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}
              >
                {formatRemaining(remaining)}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary">
                {t('card.expiresAt', { time: dateTime(auth?.expiresAt) })}
              </Typography>
            </Box>
          </>
        )}
        {status === 'AUTH_STATUS_EXPIRED' && (
          <Typography>
            {account
              ? t('card.expiredAs', { provider: providerName, account, time: dateTime(auth?.expiresAt) })
              : t('card.expired', { provider: providerName, time: dateTime(auth?.expiresAt) })}
          </Typography>
        )}
        {auth && auth.scopes.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('card.scopes', { scopes: auth.scopes.join(', ') })}
          </Typography>
        )}

        {dirty && (
          <Alert severity="info" data-testid="custom-node-auth-save-first">
            {t('card.saveFirst')}
          </Alert>
        )}
        {busy && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} aria-hidden />
            <Typography sx={{ flex: 1 }}>{signIn.phase === 'completing' ? t('card.completing') : t('card.waiting', { provider: providerName })}</Typography>
            {signIn.phase !== 'completing' && (
              <Button size="small" onClick={signIn.cancel}>
                {t('card.cancelSignIn')}
              </Button>
            )}
          </Box>
        )}
        {problem && (
          <Alert severity="error" onClose={signIn.dismiss} data-testid="custom-node-auth-problem">
            {problem.message}
            {problem.detail && <Box>{problem.detail}</Box>}
          </Alert>
        )}
      </CardContent>

      {(status === 'AUTH_STATUS_UNAUTHENTICATED' || signedInOnce) && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
          {status === 'AUTH_STATUS_UNAUTHENTICATED' ? (
            <Button
              variant="contained"
              startIcon={<LoginIcon />}
              disabled={dirty || busy || signOut.isPending}
              onClick={() => void signIn.authenticate()}
              data-testid="custom-node-auth-authenticate"
            >
              {t('card.authenticate')}
            </Button>
          ) : (
            <Button
              variant={status === 'AUTH_STATUS_EXPIRED' ? 'contained' : 'outlined'}
              startIcon={<LoginIcon />}
              disabled={dirty || busy || signOut.isPending}
              onClick={() => void signIn.authenticate()}
              data-testid="custom-node-auth-reauthenticate"
            >
              {t('card.reauthenticate')}
            </Button>
          )}
          {signedInOnce && (
            <Button
              color="inherit"
              startIcon={<LogoutIcon />}
              disabled={busy}
              loading={signOut.isPending}
              loadingPosition="start"
              onClick={() => signOut.mutate({ projectId, customNodeId })}
              data-testid="custom-node-auth-sign-out"
              sx={{ ml: 'auto' }}
            >
              {t('card.signOut')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
