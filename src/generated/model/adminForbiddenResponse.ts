import type { Error } from './error';

/**
 * An admin-only operation: the caller is not an admin of the organization that `aiw-tenant-id` names (`reason` ROLE_FORBIDDEN when they hold another studio role there, TENANT_FORBIDDEN when none).
 */
export type AdminForbiddenResponse = Error;
