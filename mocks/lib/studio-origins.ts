/**
 * The studio's own origins, as the backend is configured with them: the only origins its CORS answers
 * (never `*`, as the contract says) and the only ones an OAuth redirect URI may point to. The mock server
 * takes them from MOCK_ALLOWED_ORIGINS; in the browser (MSW) the page's own origin is the studio's.
 */
export const DEFAULT_STUDIO_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:4173'] as const;

let origins: readonly string[] = DEFAULT_STUDIO_ORIGINS;

/** Sets the studio's origins (each normalised to scheme://host:port). Throws on a value that is no URL. */
export function setStudioOrigins(list: readonly string[]): void {
  origins = [...new Set(list.map((value) => new URL(value).origin))];
}

export function studioOrigins(): readonly string[] {
  return origins;
}

export function isStudioOrigin(origin: string | null | undefined): boolean {
  return Boolean(origin) && origins.includes(origin!);
}
