/**
 * zod compiles object parsers with `new Function`, and first probes whether it may: under the studio's
 * Content-Security-Policy (no 'unsafe-eval', README "Security") even the caught probe is reported as a
 * violation. `jitless` turns both off. The entry imports this first, before any schema exists.
 *
 * This is what `z.config({ jitless: true })` does, without importing zod: zod 4 keeps its config on
 * `globalThis.__zod_globalConfig` (shared by every copy of zod) and takes an object already there, so
 * the first download gets no zod code (importing `config` from 'zod/v4/core' put 3.5 KB gzip of zod into
 * the entry). zod-jitless.test.ts checks that zod still reads it.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
