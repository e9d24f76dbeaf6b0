
/**
 * Why a call was refused, for the refusals a client handles differently (the product backend's 403s; ZITADEL never sends it). TENANT_FORBIDDEN: the token grants no studio role (admin, agent_editor) in the organization that `aiw-tenant-id` names. ROLE_FORBIDDEN: the caller's studio role there is not one the operation allows (an agent_editor calling an admin-only operation). EDIT_PERMISSION_REQUIRED: the caller does not hold the workflow's edit permission. IP_FORBIDDEN: the caller's IP address may not use the studio.
 */
export type ErrorReason = typeof ErrorReason[keyof typeof ErrorReason];


export const ErrorReason = {
  TENANT_FORBIDDEN: 'TENANT_FORBIDDEN',
  ROLE_FORBIDDEN: 'ROLE_FORBIDDEN',
  EDIT_PERMISSION_REQUIRED: 'EDIT_PERMISSION_REQUIRED',
  IP_FORBIDDEN: 'IP_FORBIDDEN',
} as const;
