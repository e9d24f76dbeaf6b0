/**
 * Endpoint URLs as an OpenAPI document and the request snippets need them: the server (scheme and host)
 * and the path of an endpoint, and a path one segment below an endpoint (the async run, `<async>/{runId}`).
 */

export interface EndpointParts {
  /** `https://api.example.com` (with the port, if any); `/` for an endpoint given without scheme and host. */
  server: string;
  /** The pathname, percent-encoded as in the URL; never empty. */
  path: string;
}

/** Splits an endpoint into server and path (the query and fragment, which OpenAPI paths cannot hold, are dropped). */
export function endpointParts(endpoint: string): EndpointParts {
  try {
    const url = new URL(endpoint);
    if (url.host) return { server: `${url.protocol}//${url.host}`, path: url.pathname || '/' };
  } catch {
    // Not an absolute URL: read it as a path on the server the document is served from.
  }
  return { server: '/', path: new URL(endpoint, 'http://relative.invalid').pathname };
}

/** `https://x/run-async` + `{runId}` → `https://x/run-async/{runId}` (one slash between, whatever the endpoint ends with). */
export function childPath(base: string, segment: string): string {
  return `${base.replace(/\/+$/, '')}/${segment}`;
}
