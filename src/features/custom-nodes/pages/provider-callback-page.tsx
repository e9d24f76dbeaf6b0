/** Placeholder until the authentication piece lands: the popup's return page (owned by the custom nodes issue). */
export function ProviderCallbackPage() {
  return null;
}
