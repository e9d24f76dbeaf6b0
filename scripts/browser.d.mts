/** Types of scripts/browser.mjs (the journeys' and the benchmark's Chromium). */
/** Flags for every Chromium the tests and benchmarks start. */
export declare const CHROMIUM_ARGS: string[];
export declare const chromiumPath: () => string;
export declare const INSTALL_HINT: string;
export declare function ensureChromium(): Promise<
  { path: string; version: string; error?: undefined } | { error: string; path?: undefined; version?: undefined }
>;
