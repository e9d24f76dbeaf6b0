/** The hidden fixed element with the app version and build id (support asks for it). */
export function VersionTag() {
  return (
    <div data-testid="app-version" aria-hidden="true" style={{ position: 'fixed', right: 0, bottom: 0, opacity: 0, pointerEvents: 'none', fontSize: 1 }}>
      {`v${import.meta.env.VITE_APP_VERSION ?? '0.0.0'} (${import.meta.env.VITE_BUILD_ID ?? 'dev'})`}
    </div>
  );
}
