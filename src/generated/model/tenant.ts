
/**
 * The tenant the published workflow APIs of the active organization are called under.
 */
export interface Tenant {
  /**
     * The tenant id that appears in the endpoints and that API callers send.
     * @minLength 1
     * @maxLength 64
     */
  tenantId: string;
  /**
     * The active organization (the `aiw-tenant-id` header) the tenant belongs to.
     * @minLength 1
     * @maxLength 64
     */
  organizationId: string;
}
