
/**
 * The active organization id (the tenant). It must name an organization in which the access token's project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.
 */
export type TenantIdParameter = string;
