/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'msw' in mock mode (`npm start`, `npm run build:mock`); absent otherwise. */
  readonly VITE_API_MODE?: string;
  readonly VITE_APP_VERSION?: string;
  readonly VITE_BUILD_ID?: string;
}
