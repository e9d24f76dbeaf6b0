/**
 * Authenticate / Re-authenticate of the authentication card: the popup journey of provider-popup.ts
 * through the contract's start and complete calls. One sign-in at a time; the window closes when it ends
 * (success, refusal, Cancel, or the card unmounting). A window that closed without an answer is said at
 * once, but its answer is still taken from the channel until the sign-in's time runs out (a provider's
 * Cross-Origin-Opener-Policy can make a window that is still open look closed); Authenticate again
 * starts over.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '../../../api/errors';
import {
  getCompleteCustomNodeAuthenticationMutationOptions,
  getGetCustomNodeAuthenticationQueryKey,
  getStartCustomNodeAuthenticationMutationOptions,
} from '../../../generated/custom-nodes/custom-nodes';
import type { CustomNodeAuthentication } from '../../../generated/model';
import { callbackUrl, openSignInWindow, popupTarget, SignInFailure, waitForAnswer } from './provider-popup';
import { HANDLED } from '../../../api/mutation-meta';

/** A started sign-in must finish within the time start gives; without a readable one, ten minutes. */
const DEFAULT_WINDOW_MS = 10 * 60_000;

export type SignInPhase = 'idle' | 'starting' | 'waiting' | 'completing';

/** Why the last sign-in did not finish, for the card to say. */
export type SignInProblem =
  | { kind: 'blocked' | 'closed' | 'stateMismatch' | 'timedOut' }
  | { kind: 'denied'; reason: string | undefined }
  | { kind: 'startFailed' | 'completeFailed'; error: unknown };

/** The HTTP status a failed start or complete answered, when there was one. */
export const statusOf = (error: unknown) => (error instanceof HttpError ? error.code : undefined);

interface Attempt {
  controller: AbortController;
  popup: Window;
  /** The window looked closed: said so, still listening for a late answer. */
  lingering: boolean;
}

export function useProviderSignIn(projectId: string, customNodeId: string, onSignedIn: (result: CustomNodeAuthentication) => void) {
  const queryClient = useQueryClient();
  const { mutateAsync: start } = useMutation({ ...getStartCustomNodeAuthenticationMutationOptions(), ...HANDLED });
  const { mutateAsync: complete } = useMutation({ ...getCompleteCustomNodeAuthenticationMutationOptions(), ...HANDLED });
  const [phase, setPhase] = useState<SignInPhase>('idle');
  const [problem, setProblem] = useState<SignInProblem>();
  const running = useRef<Attempt | null>(null);
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    signedIn.current = onSignedIn;
  }, [onSignedIn]);

  // Leaving the editor ends the sign-in and closes its window.
  useEffect(() => () => running.current?.controller.abort(), []);

  const authenticate = useCallback(async () => {
    if (running.current && !running.current.lingering) {
      running.current.popup.focus();
      return;
    }
    running.current?.controller.abort();
    setProblem(undefined);
    // Opened on the click itself: a window opened after the start call's await could be blocked.
    const popup = openSignInWindow();
    if (!popup) {
      setProblem({ kind: 'blocked' });
      return;
    }
    const attempt: Attempt = { controller: new AbortController(), popup, lingering: false };
    const { signal } = attempt.controller;
    running.current = attempt;
    let step: 'start' | 'answer' | 'complete' = 'start';
    setPhase('starting');
    try {
      const redirect = await start({ projectId, customNodeId, data: { redirectUri: callbackUrl() } });
      if (signal.aborted) return;
      step = 'answer';
      popup.location.href = popupTarget(redirect.authorizationUrl);
      setPhase('waiting');
      const deadline = Date.parse(redirect.expiresAt) || Date.now() + DEFAULT_WINDOW_MS;
      const onClosed = () => {
        attempt.lingering = true;
        setProblem({ kind: 'closed' });
        setPhase('idle');
      };
      const code = await waitForAnswer(popup, redirect.state, { deadline, signal, onClosed });
      step = 'complete';
      setProblem(undefined);
      setPhase('completing');
      const result = await complete({ projectId, customNodeId, data: { state: redirect.state, code } });
      queryClient.setQueryData(getGetCustomNodeAuthenticationQueryKey(projectId, customNodeId), result);
      if (!signal.aborted) signedIn.current(result);
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof SignInFailure) {
        // A window said closed stays closed: its time running out adds nothing.
        if (attempt.lingering && error.kind === 'timedOut') return;
        if (error.kind === 'denied') setProblem({ kind: 'denied', reason: error.reason });
        else if (error.kind !== 'cancelled') setProblem({ kind: error.kind });
      } else {
        setProblem({ kind: step === 'start' ? 'startFailed' : 'completeFailed', error });
      }
    } finally {
      if (!popup.closed) popup.close();
      // A newer attempt may have taken over (Authenticate after a closed window).
      if (running.current === attempt) {
        running.current = null;
        setPhase('idle');
      }
    }
  }, [projectId, customNodeId, start, complete, queryClient]);

  /** Stops waiting for the window and closes it (nothing to say: the user asked). */
  const cancel = useCallback(() => running.current?.controller.abort(), []);
  const dismiss = useCallback(() => setProblem(undefined), []);

  return { authenticate, cancel, dismiss, phase, problem };
}
