import * as zod from 'zod';


/**
 * The current holder and since when, or no holder. The studio says 'Failed to get edit permissions' when this fails.
 * @summary Who holds a workflow's edit permission
 */
export const getEditPermissionPathProjectIdMax = 64;


export const getEditPermissionPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getEditPermissionPathWorkflowIdMax = 64;


export const getEditPermissionPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetEditPermissionParams = zod.object({
  "projectId": zod.string().min(1).max(getEditPermissionPathProjectIdMax).regex(getEditPermissionPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(getEditPermissionPathWorkflowIdMax).regex(getEditPermissionPathWorkflowIdRegExp).describe('The workflow.')
})

export const getEditPermissionHeaderIdpMax = 64;

export const getEditPermissionHeaderAiwTenantIdMax = 64;


export const getEditPermissionHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetEditPermissionHeader = zod.object({
  "idp": zod.string().min(1).max(getEditPermissionHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getEditPermissionHeaderAiwTenantIdMax).regex(getEditPermissionHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getEditPermissionResponseWorkflowIdMax = 64;


export const getEditPermissionResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getEditPermissionResponseHolderIdMax = 64;

export const getEditPermissionResponseHolderNameMax = 200;

export const getEditPermissionResponseSinceMax = 40;



export const GetEditPermissionResponse = zod.object({
  "workflowId": zod.string().min(1).max(getEditPermissionResponseWorkflowIdMax).regex(getEditPermissionResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "holder": zod.object({
  "id": zod.string().max(getEditPermissionResponseHolderIdMax),
  "name": zod.string().max(getEditPermissionResponseHolderNameMax)
}).optional().describe('The holder; absent when nobody holds it.'),
  "since": zod.iso.datetime({"offset":true}).max(getEditPermissionResponseSinceMax).optional().describe('When the holder got it.'),
  "heldByMe": zod.boolean().describe('True when the caller holds it.')
}).describe('Who holds a workflow\'s edit permission (single holder). The editor is read-only for everyone else; its banner offers to request the permission or names the holder.')

/**
 * Grants the caller the edit permission when nobody holds it (or the caller already does). While someone else holds it, answers 409 naming the holder.
 * @summary Request the edit permission
 */
export const requestEditPermissionPathProjectIdMax = 64;


export const requestEditPermissionPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const requestEditPermissionPathWorkflowIdMax = 64;


export const requestEditPermissionPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const RequestEditPermissionParams = zod.object({
  "projectId": zod.string().min(1).max(requestEditPermissionPathProjectIdMax).regex(requestEditPermissionPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(requestEditPermissionPathWorkflowIdMax).regex(requestEditPermissionPathWorkflowIdRegExp).describe('The workflow.')
})

export const requestEditPermissionHeaderIdpMax = 64;

export const requestEditPermissionHeaderAiwTenantIdMax = 64;


export const requestEditPermissionHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const RequestEditPermissionHeader = zod.object({
  "idp": zod.string().min(1).max(requestEditPermissionHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(requestEditPermissionHeaderAiwTenantIdMax).regex(requestEditPermissionHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const requestEditPermissionResponseWorkflowIdMax = 64;


export const requestEditPermissionResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const requestEditPermissionResponseHolderIdMax = 64;

export const requestEditPermissionResponseHolderNameMax = 200;

export const requestEditPermissionResponseSinceMax = 40;



export const RequestEditPermissionResponse = zod.object({
  "workflowId": zod.string().min(1).max(requestEditPermissionResponseWorkflowIdMax).regex(requestEditPermissionResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "holder": zod.object({
  "id": zod.string().max(requestEditPermissionResponseHolderIdMax),
  "name": zod.string().max(requestEditPermissionResponseHolderNameMax)
}).optional().describe('The holder; absent when nobody holds it.'),
  "since": zod.iso.datetime({"offset":true}).max(requestEditPermissionResponseSinceMax).optional().describe('When the holder got it.'),
  "heldByMe": zod.boolean().describe('True when the caller holds it.')
}).describe('Who holds a workflow\'s edit permission (single holder). The editor is read-only for everyone else; its banner offers to request the permission or names the holder.')

/**
 * Gives up the caller's edit permission; nothing happens when nobody holds it. Someone else's permission cannot be released (409 naming the holder).
 * @summary Release the edit permission
 */
export const releaseEditPermissionPathProjectIdMax = 64;


export const releaseEditPermissionPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const releaseEditPermissionPathWorkflowIdMax = 64;


export const releaseEditPermissionPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ReleaseEditPermissionParams = zod.object({
  "projectId": zod.string().min(1).max(releaseEditPermissionPathProjectIdMax).regex(releaseEditPermissionPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(releaseEditPermissionPathWorkflowIdMax).regex(releaseEditPermissionPathWorkflowIdRegExp).describe('The workflow.')
})

export const releaseEditPermissionHeaderIdpMax = 64;

export const releaseEditPermissionHeaderAiwTenantIdMax = 64;


export const releaseEditPermissionHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ReleaseEditPermissionHeader = zod.object({
  "idp": zod.string().min(1).max(releaseEditPermissionHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(releaseEditPermissionHeaderAiwTenantIdMax).regex(releaseEditPermissionHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const ReleaseEditPermissionResponse = zod.void()

