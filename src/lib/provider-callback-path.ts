/**
 * Where a custom node's provider sign-in returns, in its popup. The entry lets it through without the
 * studio's own sign-in (the popup only hands the answer to the window that opened it).
 */
export const PROVIDER_CALLBACK_PATH = '/custom-nodes/auth/callback';
