/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'msw' in mock mode (`npm start`, `npm run build:mock`); absent otherwise. */
  readonly VITE_API_MODE?: string;
  readonly VITE_APP_VERSION?: string;
  readonly VITE_BUILD_ID?: string;
}

/** The JSON Schema 2020-12 meta-schema check, compiled by ajv at build time (scripts/vite-hardening.ts). */
declare module 'virtual:json-schema-2020-meta-validator' {
  import type { ValidateFunction } from 'ajv';
  const validate: ValidateFunction;
  export default validate;
}
