/**
 * Where a custom node's provider sign-in returns, in its popup (route /custom-nodes/auth/callback, no
 * gates): reads ?code&state (or ?error&error_description&state), hands them to the authentication card
 * that opened the window — window.opener.postMessage with this origin as the target, or the same-origin
 * BroadcastChannel when the provider's Cross-Origin-Opener-Policy cut the opener — takes the code out of
 * the address bar and closes the window. A window it cannot close says it can be closed. With
 * ?stand_in=<authorization URL> and a mock backend it is the provider's stand-in sign-in (auth/stand-in-sign-in.tsx).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_CHANNEL, answerOf, STAND_IN_PARAM, usesStandIn } from '../auth/provider-popup';
import { StandInSignIn } from '../auth/stand-in-sign-in';

/** Posts the answer to the opener (or the channel) once, then closes the window; what the page then says. */
function useHandOff(search: string): 'signedIn' | 'refused' | 'nothing' {
  const answer = useMemo(() => answerOf(search), [search]);
  const handed = useRef(false);
  useEffect(() => {
    if (!answer || handed.current) return;
    handed.current = true;
    // The code is single-use and short-lived; still, keep it out of the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const opener = window.opener as Window | null;
    if (opener && !opener.closed) {
      opener.postMessage(answer, window.location.origin);
    } else if (typeof BroadcastChannel === 'function') {
      const channel = new BroadcastChannel(ANSWER_CHANNEL);
      channel.postMessage(answer);
      channel.close();
    }
    window.close();
  }, [answer]);
  return !answer ? 'nothing' : answer.code ? 'signedIn' : 'refused';
}

function HandOff({ search }: { search: string }) {
  const { t } = useTranslation('customNodeAuth');
  const outcome = useHandOff(search);
  return (
    <Box role="status" data-testid="custom-node-auth-callback" data-outcome={outcome}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('callback.title')}
      </Typography>
      <Typography>{t(`callback.${outcome}`)}</Typography>
    </Box>
  );
}

export function ProviderCallbackPage() {
  // Read once: the hand-off takes the code out of the address bar.
  const [search] = useState(() => window.location.search);
  const authorizationUrl = new URLSearchParams(search).get(STAND_IN_PARAM);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: authorizationUrl ? 'start' : 'center' }}>
      {authorizationUrl !== null && usesStandIn() ? <StandInSignIn authorizationUrl={authorizationUrl} /> : <HandOff search={search} />}
    </Box>
  );
}
