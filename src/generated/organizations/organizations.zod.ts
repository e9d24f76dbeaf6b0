import * as zod from 'zod';


/**
 * ZITADEL AuthService.ListMyProjectOrgs: the organizations where the signed-in user has any authorization in the calling project. The studio sends one state query (ORG_STATE_ACTIVE by default) and uses the answer whole.
 * @summary List the organizations of the signed-in user in this project
 */
export const listMyProjectOrgsBodyQueryOffsetMax = 20;

export const listMyProjectOrgsBodyQueryLimitMin = 0;
export const listMyProjectOrgsBodyQueryLimitMax = 1000;

export const listMyProjectOrgsBodyQueriesItemNameQueryNameMax = 200;

export const listMyProjectOrgsBodyQueriesItemNameQueryMethodDefault = `TEXT_QUERY_METHOD_EQUALS`;
export const listMyProjectOrgsBodyQueriesItemDomainQueryDomainMax = 200;

export const listMyProjectOrgsBodyQueriesItemDomainQueryMethodDefault = `TEXT_QUERY_METHOD_EQUALS`;
export const listMyProjectOrgsBodyQueriesItemIdQueryIdMax = 200;

export const listMyProjectOrgsBodyQueriesMax = 10;



export const ListMyProjectOrgsBody = zod.object({
  "query": zod.object({
  "offset": zod.string().max(listMyProjectOrgsBodyQueryOffsetMax).optional().describe('ZITADEL encodes 64-bit integers as strings.'),
  "limit": zod.int().min(listMyProjectOrgsBodyQueryLimitMin).max(listMyProjectOrgsBodyQueryLimitMax).optional(),
  "asc": zod.boolean().optional()
}).optional().describe('Paging of a ZITADEL list call.'),
  "queries": zod.array(zod.object({
  "stateQuery": zod.object({
  "state": zod.enum(['ORG_STATE_UNSPECIFIED', 'ORG_STATE_ACTIVE', 'ORG_STATE_INACTIVE', 'ORG_STATE_REMOVED'])
}).optional(),
  "nameQuery": zod.object({
  "name": zod.string().max(listMyProjectOrgsBodyQueriesItemNameQueryNameMax),
  "method": zod.enum(['TEXT_QUERY_METHOD_EQUALS', 'TEXT_QUERY_METHOD_EQUALS_IGNORE_CASE', 'TEXT_QUERY_METHOD_STARTS_WITH', 'TEXT_QUERY_METHOD_STARTS_WITH_IGNORE_CASE', 'TEXT_QUERY_METHOD_CONTAINS', 'TEXT_QUERY_METHOD_CONTAINS_IGNORE_CASE', 'TEXT_QUERY_METHOD_ENDS_WITH', 'TEXT_QUERY_METHOD_ENDS_WITH_IGNORE_CASE']).default(listMyProjectOrgsBodyQueriesItemNameQueryMethodDefault)
}).optional(),
  "domainQuery": zod.object({
  "domain": zod.string().max(listMyProjectOrgsBodyQueriesItemDomainQueryDomainMax),
  "method": zod.enum(['TEXT_QUERY_METHOD_EQUALS', 'TEXT_QUERY_METHOD_EQUALS_IGNORE_CASE', 'TEXT_QUERY_METHOD_STARTS_WITH', 'TEXT_QUERY_METHOD_STARTS_WITH_IGNORE_CASE', 'TEXT_QUERY_METHOD_CONTAINS', 'TEXT_QUERY_METHOD_CONTAINS_IGNORE_CASE', 'TEXT_QUERY_METHOD_ENDS_WITH', 'TEXT_QUERY_METHOD_ENDS_WITH_IGNORE_CASE']).default(listMyProjectOrgsBodyQueriesItemDomainQueryMethodDefault)
}).optional(),
  "idQuery": zod.object({
  "id": zod.string().max(listMyProjectOrgsBodyQueriesItemIdQueryIdMax)
}).optional()
}).describe('One search query; exactly one of its kinds is set.')).max(listMyProjectOrgsBodyQueriesMax).optional(),
  "sortingColumn": zod.enum(['ORG_FIELD_NAME_UNSPECIFIED', 'ORG_FIELD_NAME_NAME']).optional()
}).describe('Caller-supplied search fields plus a `queries` list. The studio sends one state query, ORG_STATE_ACTIVE by default.')

export const listMyProjectOrgsResponseDetailsTotalResultMax = 20;

export const listMyProjectOrgsResponseDetailsProcessedSequenceMax = 20;

export const listMyProjectOrgsResponseDetailsViewTimestampMax = 40;

export const listMyProjectOrgsResponseResultItemIdMax = 200;

export const listMyProjectOrgsResponseResultItemDetailsSequenceMax = 20;

export const listMyProjectOrgsResponseResultItemDetailsCreationDateMax = 40;

export const listMyProjectOrgsResponseResultItemDetailsChangeDateMax = 40;

export const listMyProjectOrgsResponseResultItemDetailsResourceOwnerMax = 200;

export const listMyProjectOrgsResponseResultItemNameMax = 200;

export const listMyProjectOrgsResponseResultItemPrimaryDomainMax = 200;

export const listMyProjectOrgsResponseResultMax = 1000;



export const ListMyProjectOrgsResponse = zod.object({
  "details": zod.object({
  "totalResult": zod.string().max(listMyProjectOrgsResponseDetailsTotalResultMax).optional(),
  "processedSequence": zod.string().max(listMyProjectOrgsResponseDetailsProcessedSequenceMax).optional(),
  "viewTimestamp": zod.iso.datetime({"offset":true}).max(listMyProjectOrgsResponseDetailsViewTimestampMax).optional()
}).optional(),
  "result": zod.array(zod.object({
  "id": zod.string().max(listMyProjectOrgsResponseResultItemIdMax),
  "details": zod.object({
  "sequence": zod.string().max(listMyProjectOrgsResponseResultItemDetailsSequenceMax).optional(),
  "creationDate": zod.iso.datetime({"offset":true}).max(listMyProjectOrgsResponseResultItemDetailsCreationDateMax).optional(),
  "changeDate": zod.iso.datetime({"offset":true}).max(listMyProjectOrgsResponseResultItemDetailsChangeDateMax).optional(),
  "resourceOwner": zod.string().max(listMyProjectOrgsResponseResultItemDetailsResourceOwnerMax).optional()
}).optional(),
  "state": zod.enum(['ORG_STATE_UNSPECIFIED', 'ORG_STATE_ACTIVE', 'ORG_STATE_INACTIVE', 'ORG_STATE_REMOVED']),
  "name": zod.string().max(listMyProjectOrgsResponseResultItemNameMax),
  "primaryDomain": zod.string().max(listMyProjectOrgsResponseResultItemPrimaryDomainMax).optional()
})).max(listMyProjectOrgsResponseResultMax)
})

