/**
 * The provider sign-in window of a custom node, shared by the authentication card (the opener) and the
 * callback page (the popup's last stop):
 *
 *   card: window.open('', POPUP_NAME) on the click (so no pop-up blocker steps in while start runs) →
 *   startCustomNodeAuthentication({ redirectUri: origin + /custom-nodes/auth/callback }) → the popup goes to
 *   the authorizationUrl (live) or to the callback page's stand-in sign-in (mock backends: msw, server,
 *   prism — there is no provider) → the provider sends the popup back to the callback page with
 *   ?code&state (or ?error&state) → the page posts a ProviderAnswer to window.opener (target origin: its
 *   own) — or, when the provider's Cross-Origin-Opener-Policy cut the opener, on the BroadcastChannel —
 *   and closes → the card checks the origin and the state, then calls completeCustomNodeAuthentication.
 */
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { paths } from '../../../lib/paths';

/** The window name: a second Authenticate reuses the open window instead of stacking another. */
export const POPUP_NAME = 'ais-custom-node-sign-in';
/** The same-origin channel for an answer whose window lost its opener. */
export const ANSWER_CHANNEL = 'ais-custom-node-sign-in';
const ANSWER_TYPE = 'ais-custom-node-sign-in-answer';
/** The callback page's parameter carrying the authorization URL for the stand-in sign-in (mock backends only). */
export const STAND_IN_PARAM = 'stand_in';

const WIDTH = 520;
const HEIGHT = 640; // §9: popups are 640 px high

/** What the callback page hands to the card: the provider's answer to one sign-in (`state`). */
export interface ProviderAnswer {
  type: typeof ANSWER_TYPE;
  state: string;
  code?: string;
  error?: string;
  errorDescription?: string;
}

export function isProviderAnswer(data: unknown): data is ProviderAnswer {
  if (!data || typeof data !== 'object') return false;
  const answer = data as Record<string, unknown>;
  const optional = (key: string) => answer[key] === undefined || typeof answer[key] === 'string';
  return answer.type === ANSWER_TYPE && typeof answer.state === 'string' && optional('code') && optional('error') && optional('errorDescription');
}

/** The answer in the callback page's query (?code&state, ?error&error_description&state); undefined without one. */
export function answerOf(search: string): ProviderAnswer | undefined {
  const params = new URLSearchParams(search);
  const state = params.get('state') ?? '';
  const code = params.get('code') ?? undefined;
  const error = params.get('error') ?? undefined;
  if (!code && !error) return undefined;
  const errorDescription = params.get('error_description') ?? undefined;
  return { type: ANSWER_TYPE, state, ...(code ? { code } : {}), ...(error ? { error } : {}), ...(errorDescription ? { errorDescription } : {}) };
}

/** The redirectUri of the start call: the callback page on this origin. */
export function callbackUrl(): string {
  return `${window.location.origin}${paths.customNodeAuthCallback.href()}`;
}

/** Mock backends hand out provider URLs no provider will answer: their sign-in is the callback page's stand-in. */
export function usesStandIn(): boolean {
  return getRuntimeConfig().apiMode !== 'live';
}

/** Where the popup goes once start has answered. */
export function popupTarget(authorizationUrl: string): string {
  if (!usesStandIn()) return authorizationUrl;
  return `${callbackUrl()}?${new URLSearchParams({ [STAND_IN_PARAM]: authorizationUrl }).toString()}`;
}

/** A 520 × 640 window (§9) centred over the studio's. */
export function popupFeatures(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - HEIGHT) / 2));
  return `popup=yes,toolbar=no,location=no,width=${WIDTH},height=${HEIGHT},left=${left},top=${top}`;
}

/** Opens the (blank) sign-in window on the user's click; null when the browser blocked it. */
export function openSignInWindow(): Window | null {
  return window.open('', POPUP_NAME, popupFeatures());
}

/** Why a sign-in in the window did not give a code. */
export type SignInFailureKind = 'closed' | 'stateMismatch' | 'denied' | 'timedOut' | 'cancelled';

export class SignInFailure extends Error {
  constructor(
    readonly kind: SignInFailureKind,
    readonly reason?: string,
  ) {
    super(`Provider sign-in ${kind}${reason ? `: ${reason}` : ''}`);
    this.name = 'SignInFailure';
  }
}

/** How often the card looks whether the window is still open. */
export const CLOSED_POLL_MS = 500;
/** A closed window's answer may still be on its way (it posts, then closes): wait this long before saying it was closed. */
export const CLOSED_GRACE_MS = 1_000;

/**
 * Waits for the answer to the sign-in `state` from the callback page: a same-origin window message or a
 * message on the channel. Resolves with the code; rejects with a SignInFailure when the answer belongs to
 * another sign-in (refused), the provider refused, the sign-in's time (`deadline`, epoch ms) runs out, or
 * `signal` aborts. A window that closed without an answer rejects with 'closed' — or, given `onClosed`,
 * calls it once and keeps listening on the channel until the deadline: a provider whose
 * Cross-Origin-Opener-Policy cuts the window off makes it look closed while the user is still signing in,
 * and its answer can only come on the channel.
 */
export function waitForAnswer(
  popup: Window,
  state: string,
  { deadline, signal, onClosed }: { deadline: number; signal: AbortSignal; onClosed?: () => void },
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    let closedSince: number | undefined;
    let closedReported = false;
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(ANSWER_CHANNEL) : undefined;

    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearInterval(timer);
      window.removeEventListener('message', onWindowMessage);
      channel?.close();
      signal.removeEventListener('abort', onAbort);
      outcome();
    };
    const fail = (kind: SignInFailureKind, reason?: string) => settle(() => reject(new SignInFailure(kind, reason)));

    const onAnswer = (data: unknown) => {
      if (!isProviderAnswer(data)) return;
      if (data.state !== state) return fail('stateMismatch');
      if (data.error || !data.code) return fail('denied', data.errorDescription ?? data.error);
      const { code } = data;
      settle(() => resolve(code));
    };
    // Only this origin's pages (the callback page) may answer; the state ties the answer to this sign-in.
    const onWindowMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) onAnswer(event.data);
    };
    const onAbort = () => fail('cancelled');

    window.addEventListener('message', onWindowMessage);
    channel?.addEventListener('message', (event: MessageEvent) => onAnswer(event.data));
    signal.addEventListener('abort', onAbort);
    const timer = setInterval(() => {
      const now = Date.now();
      if (now >= deadline) return fail('timedOut');
      if (closedReported || !popup.closed) return undefined;
      closedSince ??= now;
      if (now - closedSince < CLOSED_GRACE_MS) return undefined;
      if (!onClosed) return fail('closed');
      closedReported = true;
      return onClosed();
    }, CLOSED_POLL_MS);
    if (signal.aborted) onAbort();
  });
}
