import type { Error } from './error';

/**
 * The caller does not hold the workflow's edit permission (`reason` EDIT_PERMISSION_REQUIRED; take it with requestEditPermission), or has no studio role in the organization (TENANT_FORBIDDEN).
 */
export type EditForbiddenResponse = Error;
