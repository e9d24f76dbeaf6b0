import * as zod from 'zod';


/**
 * Made only after user info has loaded. valid=false or a 403 shows the IP-restriction screen.
 * @summary Whether the caller's IP address may use the studio
 */
export const checkIpRestrictionHeaderIdpMax = 64;

export const checkIpRestrictionHeaderAiwTenantIdMax = 64;



export const CheckIpRestrictionHeader = zod.object({
  "idp": zod.string().min(1).max(checkIpRestrictionHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(checkIpRestrictionHeaderAiwTenantIdMax).describe('The active organization id (the tenant).')
})

export const CheckIpRestrictionResponse = zod.object({
  "valid": zod.boolean().describe('Whether the caller\'s IP address may use the studio.')
})

