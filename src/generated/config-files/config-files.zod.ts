import * as zod from 'zod';


/**
 * One page of the node's configuration (environment) files, newest first, filtered by file name. Secret values are never answered (`hasValue` tells whether one is set).
 * @summary List a shared custom node's configuration files
 */
export const listConfigFilesPathSharedCustomNodeIdMax = 64;


export const listConfigFilesPathSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListConfigFilesParams = zod.object({
  "sharedCustomNodeId": zod.string().min(1).max(listConfigFilesPathSharedCustomNodeIdMax).regex(listConfigFilesPathSharedCustomNodeIdRegExp).describe('The shared custom node.')
})

export const listConfigFilesQueryPageDefault = 1;
export const listConfigFilesQueryPageMax = 100000;

export const listConfigFilesQueryPageSizeDefault = 10;
export const listConfigFilesQueryPageSizeMin = 10;
export const listConfigFilesQueryPageSizeMax = 100;

export const listConfigFilesQueryNameMax = 200;



export const ListConfigFilesQueryParams = zod.object({
  "page": zod.int().min(1).max(listConfigFilesQueryPageMax).default(listConfigFilesQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listConfigFilesQueryPageSizeMin).max(listConfigFilesQueryPageSizeMax).default(listConfigFilesQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listConfigFilesQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).')
})

export const listConfigFilesHeaderIdpMax = 64;

export const listConfigFilesHeaderAiwTenantIdMax = 64;


export const listConfigFilesHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListConfigFilesHeader = zod.object({
  "idp": zod.string().min(1).max(listConfigFilesHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listConfigFilesHeaderAiwTenantIdMax).regex(listConfigFilesHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listConfigFilesResponseOneTotalCountMin = 0;
export const listConfigFilesResponseOneTotalCountMax = 1000000;

export const listConfigFilesResponseOnePageMax = 100000;

export const listConfigFilesResponseOnePageSizeMin = 10;
export const listConfigFilesResponseOnePageSizeMax = 100;

export const listConfigFilesResponseTwoItemsItemIdMax = 64;


export const listConfigFilesResponseTwoItemsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listConfigFilesResponseTwoItemsItemSharedCustomNodeIdMax = 64;


export const listConfigFilesResponseTwoItemsItemSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listConfigFilesResponseTwoItemsItemFileNameMax = 100;

export const listConfigFilesResponseTwoItemsItemSettingsItemLabelMax = 100;

export const listConfigFilesResponseTwoItemsItemSettingsItemKeyMax = 100;

export const listConfigFilesResponseTwoItemsItemSettingsItemValueMax = 5000;

export const listConfigFilesResponseTwoItemsItemSettingsItemValueSetAtMax = 40;

export const listConfigFilesResponseTwoItemsItemSettingsItemOptionsItemMax = 200;

export const listConfigFilesResponseTwoItemsItemSettingsItemOptionsMax = 50;

export const listConfigFilesResponseTwoItemsItemSettingsMax = 100;

export const listConfigFilesResponseTwoItemsItemCreatedByIdMax = 64;

export const listConfigFilesResponseTwoItemsItemCreatedByNameMax = 200;

export const listConfigFilesResponseTwoItemsItemCreatedAtMax = 40;

export const listConfigFilesResponseTwoItemsItemUpdatedAtMax = 40;

export const listConfigFilesResponseTwoItemsMax = 100;



export const ListConfigFilesResponse = zod.object({
  "totalCount": zod.int().min(listConfigFilesResponseOneTotalCountMin).max(listConfigFilesResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listConfigFilesResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listConfigFilesResponseOnePageSizeMin).max(listConfigFilesResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.object({
  "id": zod.string().min(1).max(listConfigFilesResponseTwoItemsItemIdMax).regex(listConfigFilesResponseTwoItemsItemIdRegExp).describe('An opaque identifier.'),
  "sharedCustomNodeId": zod.string().min(1).max(listConfigFilesResponseTwoItemsItemSharedCustomNodeIdMax).regex(listConfigFilesResponseTwoItemsItemSharedCustomNodeIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(listConfigFilesResponseTwoItemsItemFileNameMax),
  "settings": zod.array(zod.object({
  "label": zod.string().min(1).max(listConfigFilesResponseTwoItemsItemSettingsItemLabelMax),
  "key": zod.string().min(1).max(listConfigFilesResponseTwoItemsItemSettingsItemKeyMax),
  "dataType": zod.enum(['CONFIG_DATA_TYPE_STRING', 'CONFIG_DATA_TYPE_NUMBER', 'CONFIG_DATA_TYPE_BOOLEAN', 'CONFIG_DATA_TYPE_JSON', 'CONFIG_DATA_TYPE_SELECT']).describe('How a setting\'s value is entered and checked.'),
  "securityLevel": zod.enum(['SECURITY_LEVEL_PLAIN', 'SECURITY_LEVEL_SECRET']).describe('A secret value is write-only (never answered back).'),
  "value": zod.string().max(listConfigFilesResponseTwoItemsItemSettingsItemValueMax).optional().describe('The value (plain settings only; text for every data type, e.g. \'3\', \'true\', \'{"a":1}\').'),
  "hasValue": zod.boolean().describe('Whether a value is set (for secrets, the only thing answered).'),
  "valueSetAt": zod.iso.datetime({"offset":true}).max(listConfigFilesResponseTwoItemsItemSettingsItemValueSetAtMax).optional().describe('When the current value was written (for secrets, shown as \'set on …\'); absent when no value is set.'),
  "options": zod.array(zod.string().min(1).max(listConfigFilesResponseTwoItemsItemSettingsItemOptionsItemMax)).max(listConfigFilesResponseTwoItemsItemSettingsItemOptionsMax).optional().describe('The choices of a SELECT setting.')
}).describe('A setting of a configuration file (an environment variable of the node). A secret\'s value is never answered: `hasValue` says whether one is set.')).max(listConfigFilesResponseTwoItemsItemSettingsMax),
  "createdBy": zod.object({
  "id": zod.string().max(listConfigFilesResponseTwoItemsItemCreatedByIdMax),
  "name": zod.string().max(listConfigFilesResponseTwoItemsItemCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listConfigFilesResponseTwoItemsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(listConfigFilesResponseTwoItemsItemUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A configuration (environment) file of a shared custom node.')).max(listConfigFilesResponseTwoItemsMax)
}))

/**
 * File name required and unique within the node (409). Setting keys unique. Each value must fit its data type: NUMBER a number, BOOLEAN true/false, SELECT one of the options, JSON valid JSON ('Please enter valid JSON').
 * @summary Create a configuration file
 */
export const createConfigFilePathSharedCustomNodeIdMax = 64;


export const createConfigFilePathSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateConfigFileParams = zod.object({
  "sharedCustomNodeId": zod.string().min(1).max(createConfigFilePathSharedCustomNodeIdMax).regex(createConfigFilePathSharedCustomNodeIdRegExp).describe('The shared custom node.')
})

export const createConfigFileHeaderIdpMax = 64;

export const createConfigFileHeaderAiwTenantIdMax = 64;


export const createConfigFileHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateConfigFileHeader = zod.object({
  "idp": zod.string().min(1).max(createConfigFileHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(createConfigFileHeaderAiwTenantIdMax).regex(createConfigFileHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const createConfigFileBodyFileNameMax = 100;


export const createConfigFileBodyFileNameRegExp = new RegExp('^(?!\\.\\.?$)[^/\\\\\\x00-\\x1f\\x7f]{1,255}$');
export const createConfigFileBodySettingsItemLabelMax = 100;

export const createConfigFileBodySettingsItemKeyMax = 100;


export const createConfigFileBodySettingsItemKeyRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const createConfigFileBodySettingsItemValueMax = 5000;

export const createConfigFileBodySettingsItemOptionsItemMax = 200;

export const createConfigFileBodySettingsItemOptionsMax = 50;

export const createConfigFileBodySettingsMax = 100;



export const CreateConfigFileBody = zod.strictObject({
  "fileName": zod.string().min(1).max(createConfigFileBodyFileNameMax).regex(createConfigFileBodyFileNameRegExp).describe('Required (\'Please enter a file name\'), at most 100 characters, a base name (FileName: no `/` or `\\`, not `.` or `..`, no control characters; otherwise \'Invalid file name\').'),
  "settings": zod.array(zod.strictObject({
  "label": zod.string().min(1).max(createConfigFileBodySettingsItemLabelMax),
  "key": zod.string().min(1).max(createConfigFileBodySettingsItemKeyMax).regex(createConfigFileBodySettingsItemKeyRegExp),
  "dataType": zod.enum(['CONFIG_DATA_TYPE_STRING', 'CONFIG_DATA_TYPE_NUMBER', 'CONFIG_DATA_TYPE_BOOLEAN', 'CONFIG_DATA_TYPE_JSON', 'CONFIG_DATA_TYPE_SELECT']).describe('How a setting\'s value is entered and checked.'),
  "securityLevel": zod.enum(['SECURITY_LEVEL_PLAIN', 'SECURITY_LEVEL_SECRET']).describe('A secret value is write-only (never answered back).'),
  "value": zod.string().max(createConfigFileBodySettingsItemValueMax).optional(),
  "options": zod.array(zod.string().min(1).max(createConfigFileBodySettingsItemOptionsItemMax)).max(createConfigFileBodySettingsItemOptionsMax).optional()
}).describe('A setting as written. `value` is text whatever the data type. For a secret on edit, an empty or absent value keeps the current one.')).max(createConfigFileBodySettingsMax)
})

export const createConfigFileResponseIdMax = 64;


export const createConfigFileResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createConfigFileResponseSharedCustomNodeIdMax = 64;


export const createConfigFileResponseSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createConfigFileResponseFileNameMax = 100;

export const createConfigFileResponseSettingsItemLabelMax = 100;

export const createConfigFileResponseSettingsItemKeyMax = 100;

export const createConfigFileResponseSettingsItemValueMax = 5000;

export const createConfigFileResponseSettingsItemValueSetAtMax = 40;

export const createConfigFileResponseSettingsItemOptionsItemMax = 200;

export const createConfigFileResponseSettingsItemOptionsMax = 50;

export const createConfigFileResponseSettingsMax = 100;

export const createConfigFileResponseCreatedByIdMax = 64;

export const createConfigFileResponseCreatedByNameMax = 200;

export const createConfigFileResponseCreatedAtMax = 40;

export const createConfigFileResponseUpdatedAtMax = 40;



export const CreateConfigFileResponse = zod.object({
  "id": zod.string().min(1).max(createConfigFileResponseIdMax).regex(createConfigFileResponseIdRegExp).describe('An opaque identifier.'),
  "sharedCustomNodeId": zod.string().min(1).max(createConfigFileResponseSharedCustomNodeIdMax).regex(createConfigFileResponseSharedCustomNodeIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(createConfigFileResponseFileNameMax),
  "settings": zod.array(zod.object({
  "label": zod.string().min(1).max(createConfigFileResponseSettingsItemLabelMax),
  "key": zod.string().min(1).max(createConfigFileResponseSettingsItemKeyMax),
  "dataType": zod.enum(['CONFIG_DATA_TYPE_STRING', 'CONFIG_DATA_TYPE_NUMBER', 'CONFIG_DATA_TYPE_BOOLEAN', 'CONFIG_DATA_TYPE_JSON', 'CONFIG_DATA_TYPE_SELECT']).describe('How a setting\'s value is entered and checked.'),
  "securityLevel": zod.enum(['SECURITY_LEVEL_PLAIN', 'SECURITY_LEVEL_SECRET']).describe('A secret value is write-only (never answered back).'),
  "value": zod.string().max(createConfigFileResponseSettingsItemValueMax).optional().describe('The value (plain settings only; text for every data type, e.g. \'3\', \'true\', \'{"a":1}\').'),
  "hasValue": zod.boolean().describe('Whether a value is set (for secrets, the only thing answered).'),
  "valueSetAt": zod.iso.datetime({"offset":true}).max(createConfigFileResponseSettingsItemValueSetAtMax).optional().describe('When the current value was written (for secrets, shown as \'set on …\'); absent when no value is set.'),
  "options": zod.array(zod.string().min(1).max(createConfigFileResponseSettingsItemOptionsItemMax)).max(createConfigFileResponseSettingsItemOptionsMax).optional().describe('The choices of a SELECT setting.')
}).describe('A setting of a configuration file (an environment variable of the node). A secret\'s value is never answered: `hasValue` says whether one is set.')).max(createConfigFileResponseSettingsMax),
  "createdBy": zod.object({
  "id": zod.string().max(createConfigFileResponseCreatedByIdMax),
  "name": zod.string().max(createConfigFileResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(createConfigFileResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(createConfigFileResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A configuration (environment) file of a shared custom node.')

/**
 * The file with its settings; secret values are never answered.
 * @summary One configuration file
 */
export const getConfigFilePathSharedCustomNodeIdMax = 64;


export const getConfigFilePathSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getConfigFilePathConfigFileIdMax = 64;


export const getConfigFilePathConfigFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetConfigFileParams = zod.object({
  "sharedCustomNodeId": zod.string().min(1).max(getConfigFilePathSharedCustomNodeIdMax).regex(getConfigFilePathSharedCustomNodeIdRegExp).describe('The shared custom node.'),
  "configFileId": zod.string().min(1).max(getConfigFilePathConfigFileIdMax).regex(getConfigFilePathConfigFileIdRegExp).describe('The configuration file.')
})

export const getConfigFileHeaderIdpMax = 64;

export const getConfigFileHeaderAiwTenantIdMax = 64;


export const getConfigFileHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetConfigFileHeader = zod.object({
  "idp": zod.string().min(1).max(getConfigFileHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getConfigFileHeaderAiwTenantIdMax).regex(getConfigFileHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getConfigFileResponseIdMax = 64;


export const getConfigFileResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getConfigFileResponseSharedCustomNodeIdMax = 64;


export const getConfigFileResponseSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getConfigFileResponseFileNameMax = 100;

export const getConfigFileResponseSettingsItemLabelMax = 100;

export const getConfigFileResponseSettingsItemKeyMax = 100;

export const getConfigFileResponseSettingsItemValueMax = 5000;

export const getConfigFileResponseSettingsItemValueSetAtMax = 40;

export const getConfigFileResponseSettingsItemOptionsItemMax = 200;

export const getConfigFileResponseSettingsItemOptionsMax = 50;

export const getConfigFileResponseSettingsMax = 100;

export const getConfigFileResponseCreatedByIdMax = 64;

export const getConfigFileResponseCreatedByNameMax = 200;

export const getConfigFileResponseCreatedAtMax = 40;

export const getConfigFileResponseUpdatedAtMax = 40;



export const GetConfigFileResponse = zod.object({
  "id": zod.string().min(1).max(getConfigFileResponseIdMax).regex(getConfigFileResponseIdRegExp).describe('An opaque identifier.'),
  "sharedCustomNodeId": zod.string().min(1).max(getConfigFileResponseSharedCustomNodeIdMax).regex(getConfigFileResponseSharedCustomNodeIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(getConfigFileResponseFileNameMax),
  "settings": zod.array(zod.object({
  "label": zod.string().min(1).max(getConfigFileResponseSettingsItemLabelMax),
  "key": zod.string().min(1).max(getConfigFileResponseSettingsItemKeyMax),
  "dataType": zod.enum(['CONFIG_DATA_TYPE_STRING', 'CONFIG_DATA_TYPE_NUMBER', 'CONFIG_DATA_TYPE_BOOLEAN', 'CONFIG_DATA_TYPE_JSON', 'CONFIG_DATA_TYPE_SELECT']).describe('How a setting\'s value is entered and checked.'),
  "securityLevel": zod.enum(['SECURITY_LEVEL_PLAIN', 'SECURITY_LEVEL_SECRET']).describe('A secret value is write-only (never answered back).'),
  "value": zod.string().max(getConfigFileResponseSettingsItemValueMax).optional().describe('The value (plain settings only; text for every data type, e.g. \'3\', \'true\', \'{"a":1}\').'),
  "hasValue": zod.boolean().describe('Whether a value is set (for secrets, the only thing answered).'),
  "valueSetAt": zod.iso.datetime({"offset":true}).max(getConfigFileResponseSettingsItemValueSetAtMax).optional().describe('When the current value was written (for secrets, shown as \'set on …\'); absent when no value is set.'),
  "options": zod.array(zod.string().min(1).max(getConfigFileResponseSettingsItemOptionsItemMax)).max(getConfigFileResponseSettingsItemOptionsMax).optional().describe('The choices of a SELECT setting.')
}).describe('A setting of a configuration file (an environment variable of the node). A secret\'s value is never answered: `hasValue` says whether one is set.')).max(getConfigFileResponseSettingsMax),
  "createdBy": zod.object({
  "id": zod.string().max(getConfigFileResponseCreatedByIdMax),
  "name": zod.string().max(getConfigFileResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getConfigFileResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(getConfigFileResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A configuration (environment) file of a shared custom node.')

/**
 * Changes the given fields. `settings`, when given, replaces the list; a secret setting whose value is empty or absent keeps its current value (matched by key). The rules of createConfigFile apply.
 * @summary Edit a configuration file
 */
export const updateConfigFilePathSharedCustomNodeIdMax = 64;


export const updateConfigFilePathSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateConfigFilePathConfigFileIdMax = 64;


export const updateConfigFilePathConfigFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateConfigFileParams = zod.object({
  "sharedCustomNodeId": zod.string().min(1).max(updateConfigFilePathSharedCustomNodeIdMax).regex(updateConfigFilePathSharedCustomNodeIdRegExp).describe('The shared custom node.'),
  "configFileId": zod.string().min(1).max(updateConfigFilePathConfigFileIdMax).regex(updateConfigFilePathConfigFileIdRegExp).describe('The configuration file.')
})

export const updateConfigFileHeaderIdpMax = 64;

export const updateConfigFileHeaderAiwTenantIdMax = 64;


export const updateConfigFileHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateConfigFileHeader = zod.object({
  "idp": zod.string().min(1).max(updateConfigFileHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(updateConfigFileHeaderAiwTenantIdMax).regex(updateConfigFileHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const updateConfigFileBodyFileNameMax = 100;


export const updateConfigFileBodyFileNameRegExp = new RegExp('^(?!\\.\\.?$)[^/\\\\\\x00-\\x1f\\x7f]{1,255}$');
export const updateConfigFileBodySettingsItemLabelMax = 100;

export const updateConfigFileBodySettingsItemKeyMax = 100;


export const updateConfigFileBodySettingsItemKeyRegExp = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$');
export const updateConfigFileBodySettingsItemValueMax = 5000;

export const updateConfigFileBodySettingsItemOptionsItemMax = 200;

export const updateConfigFileBodySettingsItemOptionsMax = 50;

export const updateConfigFileBodySettingsMax = 100;



export const UpdateConfigFileBody = zod.strictObject({
  "fileName": zod.string().min(1).max(updateConfigFileBodyFileNameMax).regex(updateConfigFileBodyFileNameRegExp).optional().describe('At most 100 characters, a base name (FileName; otherwise \'Invalid file name\').'),
  "settings": zod.array(zod.strictObject({
  "label": zod.string().min(1).max(updateConfigFileBodySettingsItemLabelMax),
  "key": zod.string().min(1).max(updateConfigFileBodySettingsItemKeyMax).regex(updateConfigFileBodySettingsItemKeyRegExp),
  "dataType": zod.enum(['CONFIG_DATA_TYPE_STRING', 'CONFIG_DATA_TYPE_NUMBER', 'CONFIG_DATA_TYPE_BOOLEAN', 'CONFIG_DATA_TYPE_JSON', 'CONFIG_DATA_TYPE_SELECT']).describe('How a setting\'s value is entered and checked.'),
  "securityLevel": zod.enum(['SECURITY_LEVEL_PLAIN', 'SECURITY_LEVEL_SECRET']).describe('A secret value is write-only (never answered back).'),
  "value": zod.string().max(updateConfigFileBodySettingsItemValueMax).optional(),
  "options": zod.array(zod.string().min(1).max(updateConfigFileBodySettingsItemOptionsItemMax)).max(updateConfigFileBodySettingsItemOptionsMax).optional()
}).describe('A setting as written. `value` is text whatever the data type. For a secret on edit, an empty or absent value keeps the current one.')).max(updateConfigFileBodySettingsMax).optional()
})

export const updateConfigFileResponseIdMax = 64;


export const updateConfigFileResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateConfigFileResponseSharedCustomNodeIdMax = 64;


export const updateConfigFileResponseSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateConfigFileResponseFileNameMax = 100;

export const updateConfigFileResponseSettingsItemLabelMax = 100;

export const updateConfigFileResponseSettingsItemKeyMax = 100;

export const updateConfigFileResponseSettingsItemValueMax = 5000;

export const updateConfigFileResponseSettingsItemValueSetAtMax = 40;

export const updateConfigFileResponseSettingsItemOptionsItemMax = 200;

export const updateConfigFileResponseSettingsItemOptionsMax = 50;

export const updateConfigFileResponseSettingsMax = 100;

export const updateConfigFileResponseCreatedByIdMax = 64;

export const updateConfigFileResponseCreatedByNameMax = 200;

export const updateConfigFileResponseCreatedAtMax = 40;

export const updateConfigFileResponseUpdatedAtMax = 40;



export const UpdateConfigFileResponse = zod.object({
  "id": zod.string().min(1).max(updateConfigFileResponseIdMax).regex(updateConfigFileResponseIdRegExp).describe('An opaque identifier.'),
  "sharedCustomNodeId": zod.string().min(1).max(updateConfigFileResponseSharedCustomNodeIdMax).regex(updateConfigFileResponseSharedCustomNodeIdRegExp).describe('An opaque identifier.'),
  "fileName": zod.string().min(1).max(updateConfigFileResponseFileNameMax),
  "settings": zod.array(zod.object({
  "label": zod.string().min(1).max(updateConfigFileResponseSettingsItemLabelMax),
  "key": zod.string().min(1).max(updateConfigFileResponseSettingsItemKeyMax),
  "dataType": zod.enum(['CONFIG_DATA_TYPE_STRING', 'CONFIG_DATA_TYPE_NUMBER', 'CONFIG_DATA_TYPE_BOOLEAN', 'CONFIG_DATA_TYPE_JSON', 'CONFIG_DATA_TYPE_SELECT']).describe('How a setting\'s value is entered and checked.'),
  "securityLevel": zod.enum(['SECURITY_LEVEL_PLAIN', 'SECURITY_LEVEL_SECRET']).describe('A secret value is write-only (never answered back).'),
  "value": zod.string().max(updateConfigFileResponseSettingsItemValueMax).optional().describe('The value (plain settings only; text for every data type, e.g. \'3\', \'true\', \'{"a":1}\').'),
  "hasValue": zod.boolean().describe('Whether a value is set (for secrets, the only thing answered).'),
  "valueSetAt": zod.iso.datetime({"offset":true}).max(updateConfigFileResponseSettingsItemValueSetAtMax).optional().describe('When the current value was written (for secrets, shown as \'set on …\'); absent when no value is set.'),
  "options": zod.array(zod.string().min(1).max(updateConfigFileResponseSettingsItemOptionsItemMax)).max(updateConfigFileResponseSettingsItemOptionsMax).optional().describe('The choices of a SELECT setting.')
}).describe('A setting of a configuration file (an environment variable of the node). A secret\'s value is never answered: `hasValue` says whether one is set.')).max(updateConfigFileResponseSettingsMax),
  "createdBy": zod.object({
  "id": zod.string().max(updateConfigFileResponseCreatedByIdMax),
  "name": zod.string().max(updateConfigFileResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(updateConfigFileResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(updateConfigFileResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A configuration (environment) file of a shared custom node.')

/**
 * Deletes the configuration file and its secrets.
 * @summary Delete a configuration file
 */
export const deleteConfigFilePathSharedCustomNodeIdMax = 64;


export const deleteConfigFilePathSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const deleteConfigFilePathConfigFileIdMax = 64;


export const deleteConfigFilePathConfigFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteConfigFileParams = zod.object({
  "sharedCustomNodeId": zod.string().min(1).max(deleteConfigFilePathSharedCustomNodeIdMax).regex(deleteConfigFilePathSharedCustomNodeIdRegExp).describe('The shared custom node.'),
  "configFileId": zod.string().min(1).max(deleteConfigFilePathConfigFileIdMax).regex(deleteConfigFilePathConfigFileIdRegExp).describe('The configuration file.')
})

export const deleteConfigFileHeaderIdpMax = 64;

export const deleteConfigFileHeaderAiwTenantIdMax = 64;


export const deleteConfigFileHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteConfigFileHeader = zod.object({
  "idp": zod.string().min(1).max(deleteConfigFileHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(deleteConfigFileHeaderAiwTenantIdMax).regex(deleteConfigFileHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const DeleteConfigFileResponse = zod.void()

/**
 * The workflows of every project of the organization whose shared custom nodes run with this configuration file (tools never name one: always empty).
 * @summary Who uses a configuration file
 */
export const getConfigFileUsagePathSharedCustomNodeIdMax = 64;


export const getConfigFileUsagePathSharedCustomNodeIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getConfigFileUsagePathConfigFileIdMax = 64;


export const getConfigFileUsagePathConfigFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetConfigFileUsageParams = zod.object({
  "sharedCustomNodeId": zod.string().min(1).max(getConfigFileUsagePathSharedCustomNodeIdMax).regex(getConfigFileUsagePathSharedCustomNodeIdRegExp).describe('The shared custom node.'),
  "configFileId": zod.string().min(1).max(getConfigFileUsagePathConfigFileIdMax).regex(getConfigFileUsagePathConfigFileIdRegExp).describe('The configuration file.')
})

export const getConfigFileUsageHeaderIdpMax = 64;

export const getConfigFileUsageHeaderAiwTenantIdMax = 64;


export const getConfigFileUsageHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetConfigFileUsageHeader = zod.object({
  "idp": zod.string().min(1).max(getConfigFileUsageHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getConfigFileUsageHeaderAiwTenantIdMax).regex(getConfigFileUsageHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getConfigFileUsageResponseWorkflowsItemProjectIdMax = 64;


export const getConfigFileUsageResponseWorkflowsItemProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getConfigFileUsageResponseWorkflowsItemProjectNameMax = 100;

export const getConfigFileUsageResponseWorkflowsItemWorkflowIdMax = 64;


export const getConfigFileUsageResponseWorkflowsItemWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getConfigFileUsageResponseWorkflowsItemWorkflowNameMax = 100;

export const getConfigFileUsageResponseWorkflowsItemNodesItemIdMax = 100;

export const getConfigFileUsageResponseWorkflowsItemNodesItemLabelMax = 100;

export const getConfigFileUsageResponseWorkflowsItemNodesMax = 50;

export const getConfigFileUsageResponseWorkflowsMax = 100;

export const getConfigFileUsageResponseToolsItemProjectIdMax = 64;


export const getConfigFileUsageResponseToolsItemProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getConfigFileUsageResponseToolsItemProjectNameMax = 100;

export const getConfigFileUsageResponseToolsItemToolIdMax = 64;


export const getConfigFileUsageResponseToolsItemToolIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getConfigFileUsageResponseToolsItemToolNameMax = 100;

export const getConfigFileUsageResponseToolsMax = 100;



export const GetConfigFileUsageResponse = zod.object({
  "workflows": zod.array(zod.object({
  "projectId": zod.string().min(1).max(getConfigFileUsageResponseWorkflowsItemProjectIdMax).regex(getConfigFileUsageResponseWorkflowsItemProjectIdRegExp).describe('An opaque identifier.'),
  "projectName": zod.string().min(1).max(getConfigFileUsageResponseWorkflowsItemProjectNameMax),
  "workflowId": zod.string().min(1).max(getConfigFileUsageResponseWorkflowsItemWorkflowIdMax).regex(getConfigFileUsageResponseWorkflowsItemWorkflowIdRegExp).describe('An opaque identifier.'),
  "workflowName": zod.string().min(1).max(getConfigFileUsageResponseWorkflowsItemWorkflowNameMax),
  "nodes": zod.array(zod.object({
  "id": zod.string().min(1).max(getConfigFileUsageResponseWorkflowsItemNodesItemIdMax),
  "label": zod.string().max(getConfigFileUsageResponseWorkflowsItemNodesItemLabelMax)
})).min(1).max(getConfigFileUsageResponseWorkflowsItemNodesMax).describe('The nodes of the workflow that use it (the first 50 in graph order).')
}).describe('A workflow whose graph has nodes that use the shared custom node (or the configuration file).')).max(getConfigFileUsageResponseWorkflowsMax).describe('The first 100 workflows by project and workflow name.'),
  "tools": zod.array(zod.object({
  "projectId": zod.string().min(1).max(getConfigFileUsageResponseToolsItemProjectIdMax).regex(getConfigFileUsageResponseToolsItemProjectIdRegExp).describe('An opaque identifier.'),
  "projectName": zod.string().min(1).max(getConfigFileUsageResponseToolsItemProjectNameMax),
  "toolId": zod.string().min(1).max(getConfigFileUsageResponseToolsItemToolIdMax).regex(getConfigFileUsageResponseToolsItemToolIdRegExp).describe('An opaque identifier.'),
  "toolName": zod.string().min(1).max(getConfigFileUsageResponseToolsItemToolNameMax)
}).describe('A tool made from the shared custom node (agents call it).')).max(getConfigFileUsageResponseToolsMax).describe('The first 100 tools by project.')
}).describe('Who uses a shared custom node or one of its configuration files, across the organization\'s projects: shown before unpublishing or deleting. Tools refer to the node only (never to a configuration file).')

