import * as zod from 'zod';


/**
 * One page of the models an LLM node can pick, with what each supports, filtered by display name. When the model catalogue is down the studio says 'Model selection is temporarily unavailable.'
 * @summary List the LLM models
 */
export const listModelsQueryPageDefault = 1;
export const listModelsQueryPageMax = 100000;

export const listModelsQueryPageSizeDefault = 10;
export const listModelsQueryPageSizeMin = 10;
export const listModelsQueryPageSizeMax = 100;

export const listModelsQueryNameMax = 200;



export const ListModelsQueryParams = zod.object({
  "page": zod.int().min(1).max(listModelsQueryPageMax).default(listModelsQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listModelsQueryPageSizeMin).max(listModelsQueryPageSizeMax).default(listModelsQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listModelsQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).')
})

export const listModelsHeaderIdpMax = 64;

export const listModelsHeaderAiwTenantIdMax = 64;


export const listModelsHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListModelsHeader = zod.object({
  "idp": zod.string().min(1).max(listModelsHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listModelsHeaderAiwTenantIdMax).regex(listModelsHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listModelsResponseOneTotalCountMin = 0;
export const listModelsResponseOneTotalCountMax = 1000000;

export const listModelsResponseOnePageMax = 100000;

export const listModelsResponseOnePageSizeMin = 10;
export const listModelsResponseOnePageSizeMax = 100;

export const listModelsResponseTwoItemsItemIdMax = 100;

export const listModelsResponseTwoItemsItemDisplayNameMax = 100;

export const listModelsResponseTwoItemsItemMaxTokensMax = 128000;

export const listModelsResponseTwoItemsItemContextWindowMax = 10000000;

export const listModelsResponseTwoItemsMax = 100;



export const ListModelsResponse = zod.object({
  "totalCount": zod.int().min(listModelsResponseOneTotalCountMin).max(listModelsResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listModelsResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listModelsResponseOnePageSizeMin).max(listModelsResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.object({
  "id": zod.string().min(1).max(listModelsResponseTwoItemsItemIdMax),
  "displayName": zod.string().max(listModelsResponseTwoItemsItemDisplayNameMax),
  "provider": zod.enum(['LLM_PROVIDER_OPENAI', 'LLM_PROVIDER_AZURE_OPENAI', 'LLM_PROVIDER_ANTHROPIC', 'LLM_PROVIDER_GOOGLE', 'LLM_PROVIDER_AWS_BEDROCK']),
  "maxTokens": zod.int().min(1).max(listModelsResponseTwoItemsItemMaxTokensMax).describe('The largest maxTokens an LLM node may set for this model.'),
  "contextWindow": zod.int().min(1).max(listModelsResponseTwoItemsItemContextWindowMax).optional(),
  "supportsJsonMode": zod.boolean(),
  "supportsImages": zod.boolean(),
  "supportsVideo": zod.boolean(),
  "supportsAudio": zod.boolean(),
  "supportsFiles": zod.boolean(),
  "available": zod.boolean()
}).describe('A model of the LLM node\'s model picker with what it supports. An unavailable model cannot be picked (\'Model selection is temporarily unavailable.\').')).max(listModelsResponseTwoItemsMax)
}))

