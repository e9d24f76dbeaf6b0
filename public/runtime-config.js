// Runtime configuration of the studio, read before the app starts. Deployments replace this file
// (see README "Modes"); nothing here is baked into the build. Defaults: local mock mode.
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
