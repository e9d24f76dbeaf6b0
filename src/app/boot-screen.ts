/**
 * The loading state of index.html (#boot), before React: its texts come from `auth:boot.*` in the
 * detected language (written into index.html by the build). A failed start (offline, the identity
 * provider or the app's files out of reach) turns it into the failure message with Retry. A runtime
 * config the studio cannot start with (none at all, or a setting it refuses) says so instead, naming the
 * setting, and offers no Retry: only the server's operator can fix it (README "Deploy").
 */
import { RuntimeConfigError } from '../lib/runtime-config';

export type BootText = 'loading' | 'failed' | 'retry' | 'noConfig' | 'badConfig';

declare global {
  interface Window {
    __STUDIO_BOOT__?: { language: string; texts: Partial<Record<BootText, string>> };
  }
}

function failureText(error: unknown, texts: Partial<Record<BootText, string>>): { message: string; retry: boolean } {
  if (!(error instanceof RuntimeConfigError)) return { message: texts.failed ?? '', retry: true };
  if (error.key === undefined) return { message: texts.noConfig ?? '', retry: false };
  return { message: (texts.badConfig ?? '').replace('{{key}}', error.key), retry: false };
}

export function showStartFailure(error?: unknown): void {
  const boot = document.getElementById('boot');
  const message = document.getElementById('boot-message');
  const retry = document.getElementById('boot-retry');
  if (!boot || !message || !retry) return;
  const failure = failureText(error, window.__STUDIO_BOOT__?.texts ?? {});
  boot.dataset.state = 'failed';
  boot.setAttribute('role', 'alert');
  message.textContent = failure.message;
  retry.hidden = !failure.retry;
  if (!failure.retry) return;
  retry.onclick = () => window.location.reload();
  retry.focus();
}
