
/**
 * The active organization id (the tenant).
 */
export type TenantIdParameter = string;
