import type { Error } from './error';

/**
 * The token grants no studio role in the organization that `aiw-tenant-id` names (`reason` TENANT_FORBIDDEN). Never a fallback to another organization.
 */
export type ForbiddenResponse = Error;
