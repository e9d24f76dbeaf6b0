import * as zod from 'zod';


/**
 * Made only after user info has loaded. valid=false or a 403 shows the IP-restriction screen.
 * @summary Whether the caller's IP address may use the studio
 */
export const checkIpRestrictionHeaderIdpMax = 64;

export const checkIpRestrictionHeaderAiwTenantIdMax = 64;


export const checkIpRestrictionHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CheckIpRestrictionHeader = zod.object({
  "idp": zod.string().min(1).max(checkIpRestrictionHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(checkIpRestrictionHeaderAiwTenantIdMax).regex(checkIpRestrictionHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const CheckIpRestrictionResponse = zod.object({
  "valid": zod.boolean().describe('Whether the caller\'s IP address may use the studio.')
})

