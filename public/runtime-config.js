// Runtime configuration of the studio, read before the app starts: the local mock default of the dev
// server and mock builds (README "Modes"). A production build ships a runtime-config.js that sets nothing
// (scripts/production-runtime-config.ts): its server writes this file at start (README "Deploy").
window.__STUDIO_CONFIG__ = {
  apiBaseUrl: '',
  idp: 'zitadel',
  oidcAuthority: 'http://localhost:9000',
  oidcClientId: 'studio-local',
  // The provider's own account page (the local provider's stands in for ZITADEL's console); leave it out to hide "Account settings".
  accountSettingsUrl: 'http://localhost:9000/ui/console/users/me',
  environment: 'local',
  apiMode: 'msw',
};
