/**
 * The loading state of index.html (#boot), before React: its texts come from `auth:boot.*` in the
 * detected language (written into index.html by the build). A failed start (offline, the identity
 * provider or the app's files out of reach) turns it into the failure message with Retry.
 */
declare global {
  interface Window {
    __STUDIO_BOOT__?: { language: string; texts: Partial<Record<'loading' | 'failed' | 'retry', string>> };
  }
}

export function showStartFailure(): void {
  const boot = document.getElementById('boot');
  const message = document.getElementById('boot-message');
  const retry = document.getElementById('boot-retry');
  if (!boot || !message || !retry) return;
  const texts = window.__STUDIO_BOOT__?.texts ?? {};
  boot.dataset.state = 'failed';
  boot.setAttribute('role', 'alert');
  message.textContent = texts.failed ?? '';
  retry.hidden = false;
  retry.onclick = () => window.location.reload();
  retry.focus();
}
