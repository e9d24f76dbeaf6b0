import * as zod from 'zod';


/**
 * One page of the project's jobs, newest first, filtered by name. Each job carries its last execution (status, startedAt, finishedAt) for the status and time columns; none means 'not executed'.
 * @summary List the project's jobs
 */
export const listJobsPathProjectIdMax = 64;


export const listJobsPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListJobsParams = zod.object({
  "projectId": zod.string().min(1).max(listJobsPathProjectIdMax).regex(listJobsPathProjectIdRegExp).describe('The project.')
})

export const listJobsQueryPageDefault = 1;
export const listJobsQueryPageMax = 100000;

export const listJobsQueryPageSizeDefault = 10;
export const listJobsQueryPageSizeMin = 10;
export const listJobsQueryPageSizeMax = 100;

export const listJobsQueryNameMax = 200;



export const ListJobsQueryParams = zod.object({
  "page": zod.int().min(1).max(listJobsQueryPageMax).default(listJobsQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listJobsQueryPageSizeMin).max(listJobsQueryPageSizeMax).default(listJobsQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listJobsQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).')
})

export const listJobsHeaderIdpMax = 64;

export const listJobsHeaderAiwTenantIdMax = 64;


export const listJobsHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListJobsHeader = zod.object({
  "idp": zod.string().min(1).max(listJobsHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listJobsHeaderAiwTenantIdMax).regex(listJobsHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listJobsResponseOneTotalCountMin = 0;
export const listJobsResponseOneTotalCountMax = 1000000;

export const listJobsResponseOnePageMax = 100000;

export const listJobsResponseOnePageSizeMin = 10;
export const listJobsResponseOnePageSizeMax = 100;

export const listJobsResponseTwoItemsItemIdMax = 64;


export const listJobsResponseTwoItemsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listJobsResponseTwoItemsItemNameMax = 20;

export const listJobsResponseTwoItemsItemDatasetFileIdMax = 64;


export const listJobsResponseTwoItemsItemDatasetFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listJobsResponseTwoItemsItemDatasetFileNameMax = 255;

export const listJobsResponseTwoItemsItemWorkflowIdMax = 64;


export const listJobsResponseTwoItemsItemWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listJobsResponseTwoItemsItemWorkflowNameMax = 100;

export const listJobsResponseTwoItemsItemWorkflowVersionMax = 100000;

export const listJobsResponseTwoItemsItemDatasetColumnMax = 200;

export const listJobsResponseTwoItemsItemStartNodeVariableMax = 100;

export const listJobsResponseTwoItemsItemEndNodeVariableMax = 100;

export const listJobsResponseTwoItemsItemLastExecutionIdMax = 64;


export const listJobsResponseTwoItemsItemLastExecutionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listJobsResponseTwoItemsItemLastExecutionCreatedAtMax = 40;

export const listJobsResponseTwoItemsItemLastExecutionStartedAtMax = 40;

export const listJobsResponseTwoItemsItemLastExecutionFinishedAtMax = 40;

export const listJobsResponseTwoItemsItemCreatedByIdMax = 64;

export const listJobsResponseTwoItemsItemCreatedByNameMax = 200;

export const listJobsResponseTwoItemsItemCreatedAtMax = 40;

export const listJobsResponseTwoItemsItemUpdatedAtMax = 40;

export const listJobsResponseTwoItemsMax = 100;



export const ListJobsResponse = zod.object({
  "totalCount": zod.int().min(listJobsResponseOneTotalCountMin).max(listJobsResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listJobsResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listJobsResponseOnePageSizeMin).max(listJobsResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.object({
  "id": zod.string().min(1).max(listJobsResponseTwoItemsItemIdMax).regex(listJobsResponseTwoItemsItemIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(listJobsResponseTwoItemsItemNameMax).describe('Required (\'Please enter a job name\'), at most 20 characters.'),
  "datasetFileId": zod.string().min(1).max(listJobsResponseTwoItemsItemDatasetFileIdMax).regex(listJobsResponseTwoItemsItemDatasetFileIdRegExp).describe('An opaque identifier.'),
  "datasetFileName": zod.string().max(listJobsResponseTwoItemsItemDatasetFileNameMax),
  "workflowId": zod.string().min(1).max(listJobsResponseTwoItemsItemWorkflowIdMax).regex(listJobsResponseTwoItemsItemWorkflowIdRegExp).describe('An opaque identifier.'),
  "workflowName": zod.string().max(listJobsResponseTwoItemsItemWorkflowNameMax),
  "workflowVersion": zod.int().min(1).max(listJobsResponseTwoItemsItemWorkflowVersionMax),
  "datasetColumn": zod.string().min(1).max(listJobsResponseTwoItemsItemDatasetColumnMax).describe('The column of the dataset file whose values are the inputs. Required (\'Please select a dataset column\').'),
  "startNodeVariable": zod.string().min(1).max(listJobsResponseTwoItemsItemStartNodeVariableMax).optional().describe('A variable of the workflow\'s start node (gets the column\'s value) or end node (read as the row\'s output).'),
  "endNodeVariable": zod.string().min(1).max(listJobsResponseTwoItemsItemEndNodeVariableMax).optional().describe('A variable of the workflow\'s start node (gets the column\'s value) or end node (read as the row\'s output).'),
  "lastExecution": zod.object({
  "id": zod.string().min(1).max(listJobsResponseTwoItemsItemLastExecutionIdMax).regex(listJobsResponseTwoItemsItemLastExecutionIdRegExp).describe('An opaque identifier.'),
  "status": zod.enum(['JOB_STATUS_PENDING', 'JOB_STATUS_RUNNING', 'JOB_STATUS_SUCCESS', 'JOB_STATUS_FAILURE', 'JOB_STATUS_CANCELED']).describe('The state of a job execution (and of the job, through its last execution).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listJobsResponseTwoItemsItemLastExecutionCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "startedAt": zod.iso.datetime({"offset":true}).max(listJobsResponseTwoItemsItemLastExecutionStartedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(listJobsResponseTwoItemsItemLastExecutionFinishedAtMax).optional().describe('An instant in RFC 3339 (UTC).')
}).optional().describe('A job\'s last execution, for the list\'s status and time columns (\'not executed\' when absent).'),
  "createdBy": zod.object({
  "id": zod.string().max(listJobsResponseTwoItemsItemCreatedByIdMax),
  "name": zod.string().max(listJobsResponseTwoItemsItemCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listJobsResponseTwoItemsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(listJobsResponseTwoItemsItemUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
})).max(listJobsResponseTwoItemsMax)
}))

/**
 * Creates a job. Name ('Please enter a job name'), dataset file ('Please select a dataset'), workflow ('Please select a workflow') and dataset column ('Please select a dataset column') are required. The dataset file must be uploaded ('The dataset file is not uploaded yet', 409) and have the column ('The dataset column does not exist in the dataset file', 400).
 * @summary Create a job
 */
export const createJobPathProjectIdMax = 64;


export const createJobPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateJobParams = zod.object({
  "projectId": zod.string().min(1).max(createJobPathProjectIdMax).regex(createJobPathProjectIdRegExp).describe('The project.')
})

export const createJobHeaderIdpMax = 64;

export const createJobHeaderAiwTenantIdMax = 64;


export const createJobHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateJobHeader = zod.object({
  "idp": zod.string().min(1).max(createJobHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(createJobHeaderAiwTenantIdMax).regex(createJobHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const createJobBodyNameMax = 20;

export const createJobBodyDatasetFileIdMax = 64;


export const createJobBodyDatasetFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createJobBodyWorkflowIdMax = 64;


export const createJobBodyWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createJobBodyWorkflowVersionMax = 100000;

export const createJobBodyDatasetColumnMax = 200;

export const createJobBodyStartNodeVariableMax = 100;

export const createJobBodyEndNodeVariableMax = 100;



export const CreateJobBody = zod.strictObject({
  "name": zod.string().min(1).max(createJobBodyNameMax).describe('Required (\'Please enter a job name\'), at most 20 characters.'),
  "datasetFileId": zod.string().min(1).max(createJobBodyDatasetFileIdMax).regex(createJobBodyDatasetFileIdRegExp).describe('An opaque identifier.'),
  "workflowId": zod.string().min(1).max(createJobBodyWorkflowIdMax).regex(createJobBodyWorkflowIdRegExp).describe('An opaque identifier.'),
  "workflowVersion": zod.int().min(1).max(createJobBodyWorkflowVersionMax).optional().describe('The saved workflow version to run; 1 when absent.'),
  "datasetColumn": zod.string().min(1).max(createJobBodyDatasetColumnMax).describe('The column of the dataset file whose values are the inputs. Required (\'Please select a dataset column\').'),
  "startNodeVariable": zod.string().min(1).max(createJobBodyStartNodeVariableMax).optional().describe('A variable of the workflow\'s start node (gets the column\'s value) or end node (read as the row\'s output).'),
  "endNodeVariable": zod.string().min(1).max(createJobBodyEndNodeVariableMax).optional().describe('A variable of the workflow\'s start node (gets the column\'s value) or end node (read as the row\'s output).')
}).describe('A new job. Name, dataset file, workflow and dataset column are required; the dataset file must be uploaded and have the column.')

export const createJobResponseIdMax = 64;


export const createJobResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createJobResponseNameMax = 20;

export const createJobResponseDatasetFileIdMax = 64;


export const createJobResponseDatasetFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createJobResponseDatasetFileNameMax = 255;

export const createJobResponseWorkflowIdMax = 64;


export const createJobResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createJobResponseWorkflowNameMax = 100;

export const createJobResponseWorkflowVersionMax = 100000;

export const createJobResponseDatasetColumnMax = 200;

export const createJobResponseStartNodeVariableMax = 100;

export const createJobResponseEndNodeVariableMax = 100;

export const createJobResponseLastExecutionIdMax = 64;


export const createJobResponseLastExecutionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createJobResponseLastExecutionCreatedAtMax = 40;

export const createJobResponseLastExecutionStartedAtMax = 40;

export const createJobResponseLastExecutionFinishedAtMax = 40;

export const createJobResponseCreatedByIdMax = 64;

export const createJobResponseCreatedByNameMax = 200;

export const createJobResponseCreatedAtMax = 40;

export const createJobResponseUpdatedAtMax = 40;



export const CreateJobResponse = zod.object({
  "id": zod.string().min(1).max(createJobResponseIdMax).regex(createJobResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(createJobResponseNameMax).describe('Required (\'Please enter a job name\'), at most 20 characters.'),
  "datasetFileId": zod.string().min(1).max(createJobResponseDatasetFileIdMax).regex(createJobResponseDatasetFileIdRegExp).describe('An opaque identifier.'),
  "datasetFileName": zod.string().max(createJobResponseDatasetFileNameMax),
  "workflowId": zod.string().min(1).max(createJobResponseWorkflowIdMax).regex(createJobResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "workflowName": zod.string().max(createJobResponseWorkflowNameMax),
  "workflowVersion": zod.int().min(1).max(createJobResponseWorkflowVersionMax),
  "datasetColumn": zod.string().min(1).max(createJobResponseDatasetColumnMax).describe('The column of the dataset file whose values are the inputs. Required (\'Please select a dataset column\').'),
  "startNodeVariable": zod.string().min(1).max(createJobResponseStartNodeVariableMax).optional().describe('A variable of the workflow\'s start node (gets the column\'s value) or end node (read as the row\'s output).'),
  "endNodeVariable": zod.string().min(1).max(createJobResponseEndNodeVariableMax).optional().describe('A variable of the workflow\'s start node (gets the column\'s value) or end node (read as the row\'s output).'),
  "lastExecution": zod.object({
  "id": zod.string().min(1).max(createJobResponseLastExecutionIdMax).regex(createJobResponseLastExecutionIdRegExp).describe('An opaque identifier.'),
  "status": zod.enum(['JOB_STATUS_PENDING', 'JOB_STATUS_RUNNING', 'JOB_STATUS_SUCCESS', 'JOB_STATUS_FAILURE', 'JOB_STATUS_CANCELED']).describe('The state of a job execution (and of the job, through its last execution).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(createJobResponseLastExecutionCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "startedAt": zod.iso.datetime({"offset":true}).max(createJobResponseLastExecutionStartedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(createJobResponseLastExecutionFinishedAtMax).optional().describe('An instant in RFC 3339 (UTC).')
}).optional().describe('A job\'s last execution, for the list\'s status and time columns (\'not executed\' when absent).'),
  "createdBy": zod.object({
  "id": zod.string().max(createJobResponseCreatedByIdMax),
  "name": zod.string().max(createJobResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(createJobResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(createJobResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
})

/**
 * The job with its last execution.
 * @summary One job
 */
export const getJobPathProjectIdMax = 64;


export const getJobPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getJobPathJobIdMax = 64;


export const getJobPathJobIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetJobParams = zod.object({
  "projectId": zod.string().min(1).max(getJobPathProjectIdMax).regex(getJobPathProjectIdRegExp).describe('The project.'),
  "jobId": zod.string().min(1).max(getJobPathJobIdMax).regex(getJobPathJobIdRegExp).describe('The job.')
})

export const getJobHeaderIdpMax = 64;

export const getJobHeaderAiwTenantIdMax = 64;


export const getJobHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetJobHeader = zod.object({
  "idp": zod.string().min(1).max(getJobHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getJobHeaderAiwTenantIdMax).regex(getJobHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getJobResponseIdMax = 64;


export const getJobResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getJobResponseNameMax = 20;

export const getJobResponseDatasetFileIdMax = 64;


export const getJobResponseDatasetFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getJobResponseDatasetFileNameMax = 255;

export const getJobResponseWorkflowIdMax = 64;


export const getJobResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getJobResponseWorkflowNameMax = 100;

export const getJobResponseWorkflowVersionMax = 100000;

export const getJobResponseDatasetColumnMax = 200;

export const getJobResponseStartNodeVariableMax = 100;

export const getJobResponseEndNodeVariableMax = 100;

export const getJobResponseLastExecutionIdMax = 64;


export const getJobResponseLastExecutionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getJobResponseLastExecutionCreatedAtMax = 40;

export const getJobResponseLastExecutionStartedAtMax = 40;

export const getJobResponseLastExecutionFinishedAtMax = 40;

export const getJobResponseCreatedByIdMax = 64;

export const getJobResponseCreatedByNameMax = 200;

export const getJobResponseCreatedAtMax = 40;

export const getJobResponseUpdatedAtMax = 40;



export const GetJobResponse = zod.object({
  "id": zod.string().min(1).max(getJobResponseIdMax).regex(getJobResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(getJobResponseNameMax).describe('Required (\'Please enter a job name\'), at most 20 characters.'),
  "datasetFileId": zod.string().min(1).max(getJobResponseDatasetFileIdMax).regex(getJobResponseDatasetFileIdRegExp).describe('An opaque identifier.'),
  "datasetFileName": zod.string().max(getJobResponseDatasetFileNameMax),
  "workflowId": zod.string().min(1).max(getJobResponseWorkflowIdMax).regex(getJobResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "workflowName": zod.string().max(getJobResponseWorkflowNameMax),
  "workflowVersion": zod.int().min(1).max(getJobResponseWorkflowVersionMax),
  "datasetColumn": zod.string().min(1).max(getJobResponseDatasetColumnMax).describe('The column of the dataset file whose values are the inputs. Required (\'Please select a dataset column\').'),
  "startNodeVariable": zod.string().min(1).max(getJobResponseStartNodeVariableMax).optional().describe('A variable of the workflow\'s start node (gets the column\'s value) or end node (read as the row\'s output).'),
  "endNodeVariable": zod.string().min(1).max(getJobResponseEndNodeVariableMax).optional().describe('A variable of the workflow\'s start node (gets the column\'s value) or end node (read as the row\'s output).'),
  "lastExecution": zod.object({
  "id": zod.string().min(1).max(getJobResponseLastExecutionIdMax).regex(getJobResponseLastExecutionIdRegExp).describe('An opaque identifier.'),
  "status": zod.enum(['JOB_STATUS_PENDING', 'JOB_STATUS_RUNNING', 'JOB_STATUS_SUCCESS', 'JOB_STATUS_FAILURE', 'JOB_STATUS_CANCELED']).describe('The state of a job execution (and of the job, through its last execution).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getJobResponseLastExecutionCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "startedAt": zod.iso.datetime({"offset":true}).max(getJobResponseLastExecutionStartedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(getJobResponseLastExecutionFinishedAtMax).optional().describe('An instant in RFC 3339 (UTC).')
}).optional().describe('A job\'s last execution, for the list\'s status and time columns (\'not executed\' when absent).'),
  "createdBy": zod.object({
  "id": zod.string().max(getJobResponseCreatedByIdMax),
  "name": zod.string().max(getJobResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getJobResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(getJobResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
})

/**
 * Changes the given fields only, with the same rules as on create.
 * @summary Change a job
 */
export const updateJobPathProjectIdMax = 64;


export const updateJobPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateJobPathJobIdMax = 64;


export const updateJobPathJobIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateJobParams = zod.object({
  "projectId": zod.string().min(1).max(updateJobPathProjectIdMax).regex(updateJobPathProjectIdRegExp).describe('The project.'),
  "jobId": zod.string().min(1).max(updateJobPathJobIdMax).regex(updateJobPathJobIdRegExp).describe('The job.')
})

export const updateJobHeaderIdpMax = 64;

export const updateJobHeaderAiwTenantIdMax = 64;


export const updateJobHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateJobHeader = zod.object({
  "idp": zod.string().min(1).max(updateJobHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(updateJobHeaderAiwTenantIdMax).regex(updateJobHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const updateJobBodyNameMax = 20;

export const updateJobBodyDatasetFileIdMax = 64;


export const updateJobBodyDatasetFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateJobBodyWorkflowIdMax = 64;


export const updateJobBodyWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateJobBodyWorkflowVersionMax = 100000;

export const updateJobBodyDatasetColumnMax = 200;

export const updateJobBodyStartNodeVariableOneMax = 100;

export const updateJobBodyEndNodeVariableOneMax = 100;



export const UpdateJobBody = zod.strictObject({
  "name": zod.string().min(1).max(updateJobBodyNameMax).optional().describe('Required (\'Please enter a job name\'), at most 20 characters.'),
  "datasetFileId": zod.string().min(1).max(updateJobBodyDatasetFileIdMax).regex(updateJobBodyDatasetFileIdRegExp).optional().describe('An opaque identifier.'),
  "workflowId": zod.string().min(1).max(updateJobBodyWorkflowIdMax).regex(updateJobBodyWorkflowIdRegExp).optional().describe('An opaque identifier.'),
  "workflowVersion": zod.int().min(1).max(updateJobBodyWorkflowVersionMax).optional(),
  "datasetColumn": zod.string().min(1).max(updateJobBodyDatasetColumnMax).optional().describe('The column of the dataset file whose values are the inputs. Required (\'Please select a dataset column\').'),
  "startNodeVariable": zod.union([zod.string().min(1).max(updateJobBodyStartNodeVariableOneMax).describe('A variable of the workflow\'s start node (gets the column\'s value) or end node (read as the row\'s output).'),zod.null()]).optional().describe('The start node variable; null clears it (the workflow gets the value by its first input).'),
  "endNodeVariable": zod.union([zod.string().min(1).max(updateJobBodyEndNodeVariableOneMax).describe('A variable of the workflow\'s start node (gets the column\'s value) or end node (read as the row\'s output).'),zod.null()]).optional().describe('The end node variable; null clears it (the row\'s output is every output).')
}).describe('Changes the given fields only (the same rules as on create); null clears a variable.')

export const updateJobResponseIdMax = 64;


export const updateJobResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateJobResponseNameMax = 20;

export const updateJobResponseDatasetFileIdMax = 64;


export const updateJobResponseDatasetFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateJobResponseDatasetFileNameMax = 255;

export const updateJobResponseWorkflowIdMax = 64;


export const updateJobResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateJobResponseWorkflowNameMax = 100;

export const updateJobResponseWorkflowVersionMax = 100000;

export const updateJobResponseDatasetColumnMax = 200;

export const updateJobResponseStartNodeVariableMax = 100;

export const updateJobResponseEndNodeVariableMax = 100;

export const updateJobResponseLastExecutionIdMax = 64;


export const updateJobResponseLastExecutionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateJobResponseLastExecutionCreatedAtMax = 40;

export const updateJobResponseLastExecutionStartedAtMax = 40;

export const updateJobResponseLastExecutionFinishedAtMax = 40;

export const updateJobResponseCreatedByIdMax = 64;

export const updateJobResponseCreatedByNameMax = 200;

export const updateJobResponseCreatedAtMax = 40;

export const updateJobResponseUpdatedAtMax = 40;



export const UpdateJobResponse = zod.object({
  "id": zod.string().min(1).max(updateJobResponseIdMax).regex(updateJobResponseIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(updateJobResponseNameMax).describe('Required (\'Please enter a job name\'), at most 20 characters.'),
  "datasetFileId": zod.string().min(1).max(updateJobResponseDatasetFileIdMax).regex(updateJobResponseDatasetFileIdRegExp).describe('An opaque identifier.'),
  "datasetFileName": zod.string().max(updateJobResponseDatasetFileNameMax),
  "workflowId": zod.string().min(1).max(updateJobResponseWorkflowIdMax).regex(updateJobResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "workflowName": zod.string().max(updateJobResponseWorkflowNameMax),
  "workflowVersion": zod.int().min(1).max(updateJobResponseWorkflowVersionMax),
  "datasetColumn": zod.string().min(1).max(updateJobResponseDatasetColumnMax).describe('The column of the dataset file whose values are the inputs. Required (\'Please select a dataset column\').'),
  "startNodeVariable": zod.string().min(1).max(updateJobResponseStartNodeVariableMax).optional().describe('A variable of the workflow\'s start node (gets the column\'s value) or end node (read as the row\'s output).'),
  "endNodeVariable": zod.string().min(1).max(updateJobResponseEndNodeVariableMax).optional().describe('A variable of the workflow\'s start node (gets the column\'s value) or end node (read as the row\'s output).'),
  "lastExecution": zod.object({
  "id": zod.string().min(1).max(updateJobResponseLastExecutionIdMax).regex(updateJobResponseLastExecutionIdRegExp).describe('An opaque identifier.'),
  "status": zod.enum(['JOB_STATUS_PENDING', 'JOB_STATUS_RUNNING', 'JOB_STATUS_SUCCESS', 'JOB_STATUS_FAILURE', 'JOB_STATUS_CANCELED']).describe('The state of a job execution (and of the job, through its last execution).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(updateJobResponseLastExecutionCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "startedAt": zod.iso.datetime({"offset":true}).max(updateJobResponseLastExecutionStartedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(updateJobResponseLastExecutionFinishedAtMax).optional().describe('An instant in RFC 3339 (UTC).')
}).optional().describe('A job\'s last execution, for the list\'s status and time columns (\'not executed\' when absent).'),
  "createdBy": zod.object({
  "id": zod.string().max(updateJobResponseCreatedByIdMax),
  "name": zod.string().max(updateJobResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(updateJobResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(updateJobResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
})

/**
 * Deletes the job and its execution history. A job whose last execution is pending or running cannot be deleted ('Cannot delete running or pending jobs', 409; nothing is deleted).
 * @summary Delete a job
 */
export const deleteJobPathProjectIdMax = 64;


export const deleteJobPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const deleteJobPathJobIdMax = 64;


export const deleteJobPathJobIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteJobParams = zod.object({
  "projectId": zod.string().min(1).max(deleteJobPathProjectIdMax).regex(deleteJobPathProjectIdRegExp).describe('The project.'),
  "jobId": zod.string().min(1).max(deleteJobPathJobIdMax).regex(deleteJobPathJobIdRegExp).describe('The job.')
})

export const deleteJobHeaderIdpMax = 64;

export const deleteJobHeaderAiwTenantIdMax = 64;


export const deleteJobHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteJobHeader = zod.object({
  "idp": zod.string().min(1).max(deleteJobHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(deleteJobHeaderAiwTenantIdMax).regex(deleteJobHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const DeleteJobResponse = zod.void()

/**
 * One page of the job's executions, newest first. name filters by the name of the person who executed it.
 * @summary A job's execution history
 */
export const listJobExecutionsPathProjectIdMax = 64;


export const listJobExecutionsPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listJobExecutionsPathJobIdMax = 64;


export const listJobExecutionsPathJobIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListJobExecutionsParams = zod.object({
  "projectId": zod.string().min(1).max(listJobExecutionsPathProjectIdMax).regex(listJobExecutionsPathProjectIdRegExp).describe('The project.'),
  "jobId": zod.string().min(1).max(listJobExecutionsPathJobIdMax).regex(listJobExecutionsPathJobIdRegExp).describe('The job.')
})

export const listJobExecutionsQueryPageDefault = 1;
export const listJobExecutionsQueryPageMax = 100000;

export const listJobExecutionsQueryPageSizeDefault = 10;
export const listJobExecutionsQueryPageSizeMin = 10;
export const listJobExecutionsQueryPageSizeMax = 100;

export const listJobExecutionsQueryNameMax = 200;



export const ListJobExecutionsQueryParams = zod.object({
  "page": zod.int().min(1).max(listJobExecutionsQueryPageMax).default(listJobExecutionsQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listJobExecutionsQueryPageSizeMin).max(listJobExecutionsQueryPageSizeMax).default(listJobExecutionsQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listJobExecutionsQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).')
})

export const listJobExecutionsHeaderIdpMax = 64;

export const listJobExecutionsHeaderAiwTenantIdMax = 64;


export const listJobExecutionsHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListJobExecutionsHeader = zod.object({
  "idp": zod.string().min(1).max(listJobExecutionsHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listJobExecutionsHeaderAiwTenantIdMax).regex(listJobExecutionsHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listJobExecutionsResponseOneTotalCountMin = 0;
export const listJobExecutionsResponseOneTotalCountMax = 1000000;

export const listJobExecutionsResponseOnePageMax = 100000;

export const listJobExecutionsResponseOnePageSizeMin = 10;
export const listJobExecutionsResponseOnePageSizeMax = 100;

export const listJobExecutionsResponseTwoItemsItemIdMax = 64;


export const listJobExecutionsResponseTwoItemsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listJobExecutionsResponseTwoItemsItemJobIdMax = 64;


export const listJobExecutionsResponseTwoItemsItemJobIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listJobExecutionsResponseTwoItemsItemJobNameMax = 20;

export const listJobExecutionsResponseTwoItemsItemTotalRowsMin = 0;
export const listJobExecutionsResponseTwoItemsItemTotalRowsMax = 1000000;

export const listJobExecutionsResponseTwoItemsItemProcessedRowsMin = 0;
export const listJobExecutionsResponseTwoItemsItemProcessedRowsMax = 1000000;

export const listJobExecutionsResponseTwoItemsItemSucceededRowsMin = 0;
export const listJobExecutionsResponseTwoItemsItemSucceededRowsMax = 1000000;

export const listJobExecutionsResponseTwoItemsItemFailedRowsMin = 0;
export const listJobExecutionsResponseTwoItemsItemFailedRowsMax = 1000000;

export const listJobExecutionsResponseTwoItemsItemExecutedByIdMax = 64;

export const listJobExecutionsResponseTwoItemsItemExecutedByNameMax = 200;

export const listJobExecutionsResponseTwoItemsItemCreatedAtMax = 40;

export const listJobExecutionsResponseTwoItemsItemStartedAtMax = 40;

export const listJobExecutionsResponseTwoItemsItemFinishedAtMax = 40;

export const listJobExecutionsResponseTwoItemsMax = 100;



export const ListJobExecutionsResponse = zod.object({
  "totalCount": zod.int().min(listJobExecutionsResponseOneTotalCountMin).max(listJobExecutionsResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listJobExecutionsResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listJobExecutionsResponseOnePageSizeMin).max(listJobExecutionsResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.object({
  "id": zod.string().min(1).max(listJobExecutionsResponseTwoItemsItemIdMax).regex(listJobExecutionsResponseTwoItemsItemIdRegExp).describe('An opaque identifier.'),
  "jobId": zod.string().min(1).max(listJobExecutionsResponseTwoItemsItemJobIdMax).regex(listJobExecutionsResponseTwoItemsItemJobIdRegExp).describe('An opaque identifier.'),
  "jobName": zod.string().min(1).max(listJobExecutionsResponseTwoItemsItemJobNameMax).describe('Required (\'Please enter a job name\'), at most 20 characters.'),
  "status": zod.enum(['JOB_STATUS_PENDING', 'JOB_STATUS_RUNNING', 'JOB_STATUS_SUCCESS', 'JOB_STATUS_FAILURE', 'JOB_STATUS_CANCELED']).describe('The state of a job execution (and of the job, through its last execution).'),
  "totalRows": zod.int().min(listJobExecutionsResponseTwoItemsItemTotalRowsMin).max(listJobExecutionsResponseTwoItemsItemTotalRowsMax),
  "processedRows": zod.int().min(listJobExecutionsResponseTwoItemsItemProcessedRowsMin).max(listJobExecutionsResponseTwoItemsItemProcessedRowsMax),
  "succeededRows": zod.int().min(listJobExecutionsResponseTwoItemsItemSucceededRowsMin).max(listJobExecutionsResponseTwoItemsItemSucceededRowsMax),
  "failedRows": zod.int().min(listJobExecutionsResponseTwoItemsItemFailedRowsMin).max(listJobExecutionsResponseTwoItemsItemFailedRowsMax),
  "executedBy": zod.object({
  "id": zod.string().max(listJobExecutionsResponseTwoItemsItemExecutedByIdMax),
  "name": zod.string().max(listJobExecutionsResponseTwoItemsItemExecutedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listJobExecutionsResponseTwoItemsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "startedAt": zod.iso.datetime({"offset":true}).max(listJobExecutionsResponseTwoItemsItemStartedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(listJobExecutionsResponseTwoItemsItemFinishedAtMax).optional().describe('An instant in RFC 3339 (UTC).')
}).describe('One run of a job over its dataset file (a line of the job\'s execution history).')).max(listJobExecutionsResponseTwoItemsMax)
}))

/**
 * Starts an execution over the job's dataset column: JOB_STATUS_PENDING, then JOB_STATUS_RUNNING row by row, then JOB_STATUS_SUCCESS (every row succeeded) or JOB_STATUS_FAILURE (a row failed). Poll the execution for progress. Refused while the job's last execution is pending or running ('The job is already running', 409) or when its dataset file is gone ('The dataset file of this job no longer exists', 409).
 * @summary Execute a job
 */
export const executeJobPathProjectIdMax = 64;


export const executeJobPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const executeJobPathJobIdMax = 64;


export const executeJobPathJobIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ExecuteJobParams = zod.object({
  "projectId": zod.string().min(1).max(executeJobPathProjectIdMax).regex(executeJobPathProjectIdRegExp).describe('The project.'),
  "jobId": zod.string().min(1).max(executeJobPathJobIdMax).regex(executeJobPathJobIdRegExp).describe('The job.')
})

export const executeJobHeaderIdpMax = 64;

export const executeJobHeaderAiwTenantIdMax = 64;


export const executeJobHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ExecuteJobHeader = zod.object({
  "idp": zod.string().min(1).max(executeJobHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(executeJobHeaderAiwTenantIdMax).regex(executeJobHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const executeJobResponseIdMax = 64;


export const executeJobResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const executeJobResponseJobIdMax = 64;


export const executeJobResponseJobIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const executeJobResponseJobNameMax = 20;

export const executeJobResponseTotalRowsMin = 0;
export const executeJobResponseTotalRowsMax = 1000000;

export const executeJobResponseProcessedRowsMin = 0;
export const executeJobResponseProcessedRowsMax = 1000000;

export const executeJobResponseSucceededRowsMin = 0;
export const executeJobResponseSucceededRowsMax = 1000000;

export const executeJobResponseFailedRowsMin = 0;
export const executeJobResponseFailedRowsMax = 1000000;

export const executeJobResponseExecutedByIdMax = 64;

export const executeJobResponseExecutedByNameMax = 200;

export const executeJobResponseCreatedAtMax = 40;

export const executeJobResponseStartedAtMax = 40;

export const executeJobResponseFinishedAtMax = 40;



export const ExecuteJobResponse = zod.object({
  "id": zod.string().min(1).max(executeJobResponseIdMax).regex(executeJobResponseIdRegExp).describe('An opaque identifier.'),
  "jobId": zod.string().min(1).max(executeJobResponseJobIdMax).regex(executeJobResponseJobIdRegExp).describe('An opaque identifier.'),
  "jobName": zod.string().min(1).max(executeJobResponseJobNameMax).describe('Required (\'Please enter a job name\'), at most 20 characters.'),
  "status": zod.enum(['JOB_STATUS_PENDING', 'JOB_STATUS_RUNNING', 'JOB_STATUS_SUCCESS', 'JOB_STATUS_FAILURE', 'JOB_STATUS_CANCELED']).describe('The state of a job execution (and of the job, through its last execution).'),
  "totalRows": zod.int().min(executeJobResponseTotalRowsMin).max(executeJobResponseTotalRowsMax),
  "processedRows": zod.int().min(executeJobResponseProcessedRowsMin).max(executeJobResponseProcessedRowsMax),
  "succeededRows": zod.int().min(executeJobResponseSucceededRowsMin).max(executeJobResponseSucceededRowsMax),
  "failedRows": zod.int().min(executeJobResponseFailedRowsMin).max(executeJobResponseFailedRowsMax),
  "executedBy": zod.object({
  "id": zod.string().max(executeJobResponseExecutedByIdMax),
  "name": zod.string().max(executeJobResponseExecutedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(executeJobResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "startedAt": zod.iso.datetime({"offset":true}).max(executeJobResponseStartedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(executeJobResponseFinishedAtMax).optional().describe('An instant in RFC 3339 (UTC).')
}).describe('One run of a job over its dataset file (a line of the job\'s execution history).')

/**
 * The execution and the result of each dataset row (row number, input value, output value, status, error message). An execution of another job answers 'Execution not found for job' (404).
 * @summary One execution with its per-row results
 */
export const getJobExecutionPathProjectIdMax = 64;


export const getJobExecutionPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getJobExecutionPathJobIdMax = 64;


export const getJobExecutionPathJobIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getJobExecutionPathExecutionIdMax = 64;


export const getJobExecutionPathExecutionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetJobExecutionParams = zod.object({
  "projectId": zod.string().min(1).max(getJobExecutionPathProjectIdMax).regex(getJobExecutionPathProjectIdRegExp).describe('The project.'),
  "jobId": zod.string().min(1).max(getJobExecutionPathJobIdMax).regex(getJobExecutionPathJobIdRegExp).describe('The job.'),
  "executionId": zod.string().min(1).max(getJobExecutionPathExecutionIdMax).regex(getJobExecutionPathExecutionIdRegExp).describe('The execution (the history page calls it historyId).')
})

export const getJobExecutionHeaderIdpMax = 64;

export const getJobExecutionHeaderAiwTenantIdMax = 64;


export const getJobExecutionHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetJobExecutionHeader = zod.object({
  "idp": zod.string().min(1).max(getJobExecutionHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getJobExecutionHeaderAiwTenantIdMax).regex(getJobExecutionHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getJobExecutionResponseOneIdMax = 64;


export const getJobExecutionResponseOneIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getJobExecutionResponseOneJobIdMax = 64;


export const getJobExecutionResponseOneJobIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getJobExecutionResponseOneJobNameMax = 20;

export const getJobExecutionResponseOneTotalRowsMin = 0;
export const getJobExecutionResponseOneTotalRowsMax = 1000000;

export const getJobExecutionResponseOneProcessedRowsMin = 0;
export const getJobExecutionResponseOneProcessedRowsMax = 1000000;

export const getJobExecutionResponseOneSucceededRowsMin = 0;
export const getJobExecutionResponseOneSucceededRowsMax = 1000000;

export const getJobExecutionResponseOneFailedRowsMin = 0;
export const getJobExecutionResponseOneFailedRowsMax = 1000000;

export const getJobExecutionResponseOneExecutedByIdMax = 64;

export const getJobExecutionResponseOneExecutedByNameMax = 200;

export const getJobExecutionResponseOneCreatedAtMax = 40;

export const getJobExecutionResponseOneStartedAtMax = 40;

export const getJobExecutionResponseOneFinishedAtMax = 40;

export const getJobExecutionResponseTwoResultsItemRowNumberMax = 1000000;

export const getJobExecutionResponseTwoResultsItemInputValueMax = 10000;

export const getJobExecutionResponseTwoResultsItemOutputValueMax = 10000;

export const getJobExecutionResponseTwoResultsItemErrorMessageMax = 2000;

export const getJobExecutionResponseTwoResultsMax = 10000;



export const GetJobExecutionResponse = zod.object({
  "id": zod.string().min(1).max(getJobExecutionResponseOneIdMax).regex(getJobExecutionResponseOneIdRegExp).describe('An opaque identifier.'),
  "jobId": zod.string().min(1).max(getJobExecutionResponseOneJobIdMax).regex(getJobExecutionResponseOneJobIdRegExp).describe('An opaque identifier.'),
  "jobName": zod.string().min(1).max(getJobExecutionResponseOneJobNameMax).describe('Required (\'Please enter a job name\'), at most 20 characters.'),
  "status": zod.enum(['JOB_STATUS_PENDING', 'JOB_STATUS_RUNNING', 'JOB_STATUS_SUCCESS', 'JOB_STATUS_FAILURE', 'JOB_STATUS_CANCELED']).describe('The state of a job execution (and of the job, through its last execution).'),
  "totalRows": zod.int().min(getJobExecutionResponseOneTotalRowsMin).max(getJobExecutionResponseOneTotalRowsMax),
  "processedRows": zod.int().min(getJobExecutionResponseOneProcessedRowsMin).max(getJobExecutionResponseOneProcessedRowsMax),
  "succeededRows": zod.int().min(getJobExecutionResponseOneSucceededRowsMin).max(getJobExecutionResponseOneSucceededRowsMax),
  "failedRows": zod.int().min(getJobExecutionResponseOneFailedRowsMin).max(getJobExecutionResponseOneFailedRowsMax),
  "executedBy": zod.object({
  "id": zod.string().max(getJobExecutionResponseOneExecutedByIdMax),
  "name": zod.string().max(getJobExecutionResponseOneExecutedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getJobExecutionResponseOneCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "startedAt": zod.iso.datetime({"offset":true}).max(getJobExecutionResponseOneStartedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(getJobExecutionResponseOneFinishedAtMax).optional().describe('An instant in RFC 3339 (UTC).')
}).describe('One run of a job over its dataset file (a line of the job\'s execution history).').and(zod.object({
  "results": zod.array(zod.object({
  "rowNumber": zod.int().min(1).max(getJobExecutionResponseTwoResultsItemRowNumberMax).describe('1-based row number in the dataset file (header excluded).'),
  "inputValue": zod.string().max(getJobExecutionResponseTwoResultsItemInputValueMax),
  "outputValue": zod.string().max(getJobExecutionResponseTwoResultsItemOutputValueMax).optional(),
  "status": zod.enum(['JOB_ROW_STATUS_PENDING', 'JOB_ROW_STATUS_SUCCESS', 'JOB_ROW_STATUS_FAILURE', 'JOB_ROW_STATUS_CANCELED']).describe('The state of one dataset row within an execution.'),
  "errorMessage": zod.string().max(getJobExecutionResponseTwoResultsItemErrorMessageMax).optional()
}).describe('The result of one dataset row.')).max(getJobExecutionResponseTwoResultsMax)
})).describe('One execution with its per-row results (the job history page).')

/**
 * Cancels a pending or running execution: it becomes JOB_STATUS_CANCELED and rows not yet processed JOB_ROW_STATUS_CANCELED. A finished execution cannot be cancelled ('The execution has already finished', 409). An execution of another job answers 'Execution not found for job' (404).
 * @summary Cancel an execution
 */
export const cancelJobExecutionPathProjectIdMax = 64;


export const cancelJobExecutionPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const cancelJobExecutionPathJobIdMax = 64;


export const cancelJobExecutionPathJobIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const cancelJobExecutionPathExecutionIdMax = 64;


export const cancelJobExecutionPathExecutionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CancelJobExecutionParams = zod.object({
  "projectId": zod.string().min(1).max(cancelJobExecutionPathProjectIdMax).regex(cancelJobExecutionPathProjectIdRegExp).describe('The project.'),
  "jobId": zod.string().min(1).max(cancelJobExecutionPathJobIdMax).regex(cancelJobExecutionPathJobIdRegExp).describe('The job.'),
  "executionId": zod.string().min(1).max(cancelJobExecutionPathExecutionIdMax).regex(cancelJobExecutionPathExecutionIdRegExp).describe('The execution (the history page calls it historyId).')
})

export const cancelJobExecutionHeaderIdpMax = 64;

export const cancelJobExecutionHeaderAiwTenantIdMax = 64;


export const cancelJobExecutionHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CancelJobExecutionHeader = zod.object({
  "idp": zod.string().min(1).max(cancelJobExecutionHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(cancelJobExecutionHeaderAiwTenantIdMax).regex(cancelJobExecutionHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const cancelJobExecutionResponseIdMax = 64;


export const cancelJobExecutionResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const cancelJobExecutionResponseJobIdMax = 64;


export const cancelJobExecutionResponseJobIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const cancelJobExecutionResponseJobNameMax = 20;

export const cancelJobExecutionResponseTotalRowsMin = 0;
export const cancelJobExecutionResponseTotalRowsMax = 1000000;

export const cancelJobExecutionResponseProcessedRowsMin = 0;
export const cancelJobExecutionResponseProcessedRowsMax = 1000000;

export const cancelJobExecutionResponseSucceededRowsMin = 0;
export const cancelJobExecutionResponseSucceededRowsMax = 1000000;

export const cancelJobExecutionResponseFailedRowsMin = 0;
export const cancelJobExecutionResponseFailedRowsMax = 1000000;

export const cancelJobExecutionResponseExecutedByIdMax = 64;

export const cancelJobExecutionResponseExecutedByNameMax = 200;

export const cancelJobExecutionResponseCreatedAtMax = 40;

export const cancelJobExecutionResponseStartedAtMax = 40;

export const cancelJobExecutionResponseFinishedAtMax = 40;



export const CancelJobExecutionResponse = zod.object({
  "id": zod.string().min(1).max(cancelJobExecutionResponseIdMax).regex(cancelJobExecutionResponseIdRegExp).describe('An opaque identifier.'),
  "jobId": zod.string().min(1).max(cancelJobExecutionResponseJobIdMax).regex(cancelJobExecutionResponseJobIdRegExp).describe('An opaque identifier.'),
  "jobName": zod.string().min(1).max(cancelJobExecutionResponseJobNameMax).describe('Required (\'Please enter a job name\'), at most 20 characters.'),
  "status": zod.enum(['JOB_STATUS_PENDING', 'JOB_STATUS_RUNNING', 'JOB_STATUS_SUCCESS', 'JOB_STATUS_FAILURE', 'JOB_STATUS_CANCELED']).describe('The state of a job execution (and of the job, through its last execution).'),
  "totalRows": zod.int().min(cancelJobExecutionResponseTotalRowsMin).max(cancelJobExecutionResponseTotalRowsMax),
  "processedRows": zod.int().min(cancelJobExecutionResponseProcessedRowsMin).max(cancelJobExecutionResponseProcessedRowsMax),
  "succeededRows": zod.int().min(cancelJobExecutionResponseSucceededRowsMin).max(cancelJobExecutionResponseSucceededRowsMax),
  "failedRows": zod.int().min(cancelJobExecutionResponseFailedRowsMin).max(cancelJobExecutionResponseFailedRowsMax),
  "executedBy": zod.object({
  "id": zod.string().max(cancelJobExecutionResponseExecutedByIdMax),
  "name": zod.string().max(cancelJobExecutionResponseExecutedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(cancelJobExecutionResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "startedAt": zod.iso.datetime({"offset":true}).max(cancelJobExecutionResponseStartedAtMax).optional().describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(cancelJobExecutionResponseFinishedAtMax).optional().describe('An instant in RFC 3339 (UTC).')
}).describe('One run of a job over its dataset file (a line of the job\'s execution history).')

