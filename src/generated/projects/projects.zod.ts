import * as zod from 'zod';


/**
 * One page of the organization's projects, newest first, filtered by name (contains, case-insensitive).
 * @summary List the active organization's projects
 */
export const listProjectsQueryPageDefault = 1;
export const listProjectsQueryPageMax = 100000;

export const listProjectsQueryPageSizeDefault = 10;
export const listProjectsQueryPageSizeMin = 10;
export const listProjectsQueryPageSizeMax = 100;

export const listProjectsQueryNameMax = 200;



export const ListProjectsQueryParams = zod.object({
  "page": zod.int().min(1).max(listProjectsQueryPageMax).default(listProjectsQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listProjectsQueryPageSizeMin).max(listProjectsQueryPageSizeMax).default(listProjectsQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listProjectsQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).')
})

export const listProjectsHeaderIdpMax = 64;

export const listProjectsHeaderAiwTenantIdMax = 64;


export const listProjectsHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListProjectsHeader = zod.object({
  "idp": zod.string().min(1).max(listProjectsHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listProjectsHeaderAiwTenantIdMax).regex(listProjectsHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listProjectsResponseOneTotalCountMin = 0;
export const listProjectsResponseOneTotalCountMax = 1000000;

export const listProjectsResponseOnePageMax = 100000;

export const listProjectsResponseOnePageSizeMin = 10;
export const listProjectsResponseOnePageSizeMax = 100;

export const listProjectsResponseTwoItemsItemIdMax = 64;


export const listProjectsResponseTwoItemsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listProjectsResponseTwoItemsItemNameMax = 100;

export const listProjectsResponseTwoItemsItemDescriptionMax = 500;

export const listProjectsResponseTwoItemsItemCreatedByIdMax = 64;

export const listProjectsResponseTwoItemsItemCreatedByNameMax = 200;

export const listProjectsResponseTwoItemsItemCreatedAtMax = 40;

export const listProjectsResponseTwoItemsItemUpdatedAtMax = 40;

export const listProjectsResponseTwoItemsMax = 100;



export const ListProjectsResponse = zod.object({
  "totalCount": zod.int().min(listProjectsResponseOneTotalCountMin).max(listProjectsResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listProjectsResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listProjectsResponseOnePageSizeMin).max(listProjectsResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.object({
  "id": zod.string().min(1).max(listProjectsResponseTwoItemsItemIdMax).regex(listProjectsResponseTwoItemsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(listProjectsResponseTwoItemsItemNameMax),
  "description": zod.string().max(listProjectsResponseTwoItemsItemDescriptionMax).optional(),
  "createdBy": zod.object({
  "id": zod.string().max(listProjectsResponseTwoItemsItemCreatedByIdMax),
  "name": zod.string().max(listProjectsResponseTwoItemsItemCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listProjectsResponseTwoItemsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(listProjectsResponseTwoItemsItemUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A project groups the workflows, agents, indexes and jobs of a team.')).max(listProjectsResponseTwoItemsMax)
}))

/**
 * Creates a project in the active organization. The name is required ('Please enter a project name').
 * @summary Create a project
 */
export const createProjectHeaderIdpMax = 64;

export const createProjectHeaderAiwTenantIdMax = 64;


export const createProjectHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateProjectHeader = zod.object({
  "idp": zod.string().min(1).max(createProjectHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(createProjectHeaderAiwTenantIdMax).regex(createProjectHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const createProjectBodyNameMax = 100;

export const createProjectBodyDescriptionMax = 500;



export const CreateProjectBody = zod.strictObject({
  "name": zod.string().min(1).max(createProjectBodyNameMax).describe('Required (\'Please enter a project name\').'),
  "description": zod.string().max(createProjectBodyDescriptionMax).optional()
})

export const createProjectResponseIdMax = 64;


export const createProjectResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createProjectResponseNameMax = 100;

export const createProjectResponseDescriptionMax = 500;

export const createProjectResponseCreatedByIdMax = 64;

export const createProjectResponseCreatedByNameMax = 200;

export const createProjectResponseCreatedAtMax = 40;

export const createProjectResponseUpdatedAtMax = 40;



export const CreateProjectResponse = zod.object({
  "id": zod.string().min(1).max(createProjectResponseIdMax).regex(createProjectResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(createProjectResponseNameMax),
  "description": zod.string().max(createProjectResponseDescriptionMax).optional(),
  "createdBy": zod.object({
  "id": zod.string().max(createProjectResponseCreatedByIdMax),
  "name": zod.string().max(createProjectResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(createProjectResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(createProjectResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A project groups the workflows, agents, indexes and jobs of a team.')

/**
 * The project, if it belongs to the active organization.
 * @summary One project
 */
export const getProjectPathProjectIdMax = 64;


export const getProjectPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetProjectParams = zod.object({
  "projectId": zod.string().min(1).max(getProjectPathProjectIdMax).regex(getProjectPathProjectIdRegExp).describe('The project.')
})

export const getProjectHeaderIdpMax = 64;

export const getProjectHeaderAiwTenantIdMax = 64;


export const getProjectHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetProjectHeader = zod.object({
  "idp": zod.string().min(1).max(getProjectHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getProjectHeaderAiwTenantIdMax).regex(getProjectHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getProjectResponseIdMax = 64;


export const getProjectResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getProjectResponseNameMax = 100;

export const getProjectResponseDescriptionMax = 500;

export const getProjectResponseCreatedByIdMax = 64;

export const getProjectResponseCreatedByNameMax = 200;

export const getProjectResponseCreatedAtMax = 40;

export const getProjectResponseUpdatedAtMax = 40;



export const GetProjectResponse = zod.object({
  "id": zod.string().min(1).max(getProjectResponseIdMax).regex(getProjectResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(getProjectResponseNameMax),
  "description": zod.string().max(getProjectResponseDescriptionMax).optional(),
  "createdBy": zod.object({
  "id": zod.string().max(getProjectResponseCreatedByIdMax),
  "name": zod.string().max(getProjectResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getProjectResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(getProjectResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A project groups the workflows, agents, indexes and jobs of a team.')

/**
 * Changes the given fields only.
 * @summary Rename or describe a project
 */
export const updateProjectPathProjectIdMax = 64;


export const updateProjectPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateProjectParams = zod.object({
  "projectId": zod.string().min(1).max(updateProjectPathProjectIdMax).regex(updateProjectPathProjectIdRegExp).describe('The project.')
})

export const updateProjectHeaderIdpMax = 64;

export const updateProjectHeaderAiwTenantIdMax = 64;


export const updateProjectHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateProjectHeader = zod.object({
  "idp": zod.string().min(1).max(updateProjectHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(updateProjectHeaderAiwTenantIdMax).regex(updateProjectHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const updateProjectBodyNameMax = 100;

export const updateProjectBodyDescriptionMax = 500;



export const UpdateProjectBody = zod.strictObject({
  "name": zod.string().min(1).max(updateProjectBodyNameMax).optional(),
  "description": zod.string().max(updateProjectBodyDescriptionMax).optional()
})

export const updateProjectResponseIdMax = 64;


export const updateProjectResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateProjectResponseNameMax = 100;

export const updateProjectResponseDescriptionMax = 500;

export const updateProjectResponseCreatedByIdMax = 64;

export const updateProjectResponseCreatedByNameMax = 200;

export const updateProjectResponseCreatedAtMax = 40;

export const updateProjectResponseUpdatedAtMax = 40;



export const UpdateProjectResponse = zod.object({
  "id": zod.string().min(1).max(updateProjectResponseIdMax).regex(updateProjectResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(updateProjectResponseNameMax),
  "description": zod.string().max(updateProjectResponseDescriptionMax).optional(),
  "createdBy": zod.object({
  "id": zod.string().max(updateProjectResponseCreatedByIdMax),
  "name": zod.string().max(updateProjectResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(updateProjectResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(updateProjectResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A project groups the workflows, agents, indexes and jobs of a team.')

/**
 * Deletes the project with its workflows, agents, tools, indexes, datasets and jobs.
 * @summary Delete a project and everything in it
 */
export const deleteProjectPathProjectIdMax = 64;


export const deleteProjectPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteProjectParams = zod.object({
  "projectId": zod.string().min(1).max(deleteProjectPathProjectIdMax).regex(deleteProjectPathProjectIdRegExp).describe('The project.')
})

export const deleteProjectHeaderIdpMax = 64;

export const deleteProjectHeaderAiwTenantIdMax = 64;


export const deleteProjectHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteProjectHeader = zod.object({
  "idp": zod.string().min(1).max(deleteProjectHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(deleteProjectHeaderAiwTenantIdMax).regex(deleteProjectHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const DeleteProjectResponse = zod.void()

