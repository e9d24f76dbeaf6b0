/**
 * What every product call carries besides its own data, supplied by the auth layer at run time:
 * the access token and the active organization (tenant) id.
 */
export interface RequestContext {
  getAccessToken(): string | undefined;
  getTenantId(): string | undefined;
}

let context: RequestContext = {
  getAccessToken: () => undefined,
  getTenantId: () => undefined,
};

export function setRequestContext(next: RequestContext): void {
  context = next;
}

export function getRequestContext(): RequestContext {
  return context;
}
