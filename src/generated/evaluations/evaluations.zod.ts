import * as zod from 'zod';


/**
 * One page of the workflow's evaluation sets, newest first, filtered by set name (name). A project or workflow that does not exist in the caller's organization answers 404.
 * @summary List a workflow's evaluation sets
 */
export const listEvaluationSetsPathProjectIdMax = 64;


export const listEvaluationSetsPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listEvaluationSetsPathWorkflowIdMax = 64;


export const listEvaluationSetsPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListEvaluationSetsParams = zod.object({
  "projectId": zod.string().min(1).max(listEvaluationSetsPathProjectIdMax).regex(listEvaluationSetsPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(listEvaluationSetsPathWorkflowIdMax).regex(listEvaluationSetsPathWorkflowIdRegExp).describe('The workflow.')
})

export const listEvaluationSetsQueryPageDefault = 1;
export const listEvaluationSetsQueryPageMax = 100000;

export const listEvaluationSetsQueryPageSizeDefault = 10;
export const listEvaluationSetsQueryPageSizeMin = 10;
export const listEvaluationSetsQueryPageSizeMax = 100;

export const listEvaluationSetsQueryNameMax = 200;



export const ListEvaluationSetsQueryParams = zod.object({
  "page": zod.int().min(1).max(listEvaluationSetsQueryPageMax).default(listEvaluationSetsQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listEvaluationSetsQueryPageSizeMin).max(listEvaluationSetsQueryPageSizeMax).default(listEvaluationSetsQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listEvaluationSetsQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).')
})

export const listEvaluationSetsHeaderIdpMax = 64;

export const listEvaluationSetsHeaderAiwTenantIdMax = 64;


export const listEvaluationSetsHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListEvaluationSetsHeader = zod.object({
  "idp": zod.string().min(1).max(listEvaluationSetsHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listEvaluationSetsHeaderAiwTenantIdMax).regex(listEvaluationSetsHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listEvaluationSetsResponseOneTotalCountMin = 0;
export const listEvaluationSetsResponseOneTotalCountMax = 1000000;

export const listEvaluationSetsResponseOnePageMax = 100000;

export const listEvaluationSetsResponseOnePageSizeMin = 10;
export const listEvaluationSetsResponseOnePageSizeMax = 100;

export const listEvaluationSetsResponseTwoItemsItemIdMax = 64;


export const listEvaluationSetsResponseTwoItemsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listEvaluationSetsResponseTwoItemsItemWorkflowIdMax = 64;


export const listEvaluationSetsResponseTwoItemsItemWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listEvaluationSetsResponseTwoItemsItemNameMax = 100;

export const listEvaluationSetsResponseTwoItemsItemDescriptionMax = 1000;

export const listEvaluationSetsResponseTwoItemsItemOutputsItemNameMax = 64;

export const listEvaluationSetsResponseTwoItemsItemOutputsItemScorerOneNormalizeWidthDefault = true;
export const listEvaluationSetsResponseTwoItemsItemOutputsItemScorerOneNormalizeCaseDefault = true;
export const listEvaluationSetsResponseTwoItemsItemOutputsItemScorerOneNormalizeWhitespaceDefault = true;
export const listEvaluationSetsResponseTwoItemsItemOutputsItemScorerTwoNormalizeWidthDefault = true;
export const listEvaluationSetsResponseTwoItemsItemOutputsItemScorerTwoNormalizeCaseDefault = true;
export const listEvaluationSetsResponseTwoItemsItemOutputsItemScorerTwoNormalizeWhitespaceDefault = true;
export const listEvaluationSetsResponseTwoItemsItemOutputsItemScorerThreePatternMax = 500;

export const listEvaluationSetsResponseTwoItemsItemOutputsItemScorerThreeIgnoreCaseDefault = false;
export const listEvaluationSetsResponseTwoItemsItemOutputsItemScorerFiveToleranceMin = 0;
export const listEvaluationSetsResponseTwoItemsItemOutputsItemScorerFiveToleranceMax = 1000000000;

export const listEvaluationSetsResponseTwoItemsItemOutputsItemScorerFiveRelativeDefault = false;
export const listEvaluationSetsResponseTwoItemsItemOutputsItemScorerSixModelMax = 100;

export const listEvaluationSetsResponseTwoItemsItemOutputsItemScorerSixRubricMax = 4000;

export const listEvaluationSetsResponseTwoItemsItemOutputsItemScorerSixThresholdMin = 0;
export const listEvaluationSetsResponseTwoItemsItemOutputsItemScorerSixThresholdMax = 1;

export const listEvaluationSetsResponseTwoItemsItemOutputsMax = 20;

export const listEvaluationSetsResponseTwoItemsItemInputNamesItemMax = 64;

export const listEvaluationSetsResponseTwoItemsItemInputNamesMax = 50;

export const listEvaluationSetsResponseTwoItemsItemRowCountMin = 0;
export const listEvaluationSetsResponseTwoItemsItemRowCountMax = 10000;

export const listEvaluationSetsResponseTwoItemsItemSourceDatasetFileIdMax = 64;


export const listEvaluationSetsResponseTwoItemsItemSourceDatasetFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listEvaluationSetsResponseTwoItemsItemSourceDatasetFileNameMax = 255;


export const listEvaluationSetsResponseTwoItemsItemSourceDatasetFileNameRegExp = new RegExp('^(?!\\.\\.?$)[^/\\\\\\x00-\\x1f\\x7f]{1,255}$');
export const listEvaluationSetsResponseTwoItemsItemCreatedAtMax = 40;

export const listEvaluationSetsResponseTwoItemsItemCreatedByIdMax = 64;

export const listEvaluationSetsResponseTwoItemsItemCreatedByNameMax = 200;

export const listEvaluationSetsResponseTwoItemsItemUpdatedAtMax = 40;

export const listEvaluationSetsResponseTwoItemsMax = 100;



export const ListEvaluationSetsResponse = zod.object({
  "totalCount": zod.int().min(listEvaluationSetsResponseOneTotalCountMin).max(listEvaluationSetsResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listEvaluationSetsResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listEvaluationSetsResponseOnePageSizeMin).max(listEvaluationSetsResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.object({
  "id": zod.string().min(1).max(listEvaluationSetsResponseTwoItemsItemIdMax).regex(listEvaluationSetsResponseTwoItemsItemIdRegExp).describe('An opaque identifier.'),
  "workflowId": zod.string().min(1).max(listEvaluationSetsResponseTwoItemsItemWorkflowIdMax).regex(listEvaluationSetsResponseTwoItemsItemWorkflowIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(listEvaluationSetsResponseTwoItemsItemNameMax).describe('A set\'s name, unique per workflow (compared after trimming; 409 EvaluationSetNameConflict).'),
  "description": zod.string().max(listEvaluationSetsResponseTwoItemsItemDescriptionMax).optional().describe('What the set checks (an empty value clears it).'),
  "outputs": zod.array(zod.object({
  "name": zod.string().min(1).max(listEvaluationSetsResponseTwoItemsItemOutputsItemNameMax).describe('A start-node variable or an end-node output of the workflow.'),
  "scorer": zod.union([zod.object({
  "type": zod.enum(['SCORER_TYPE_EXACT_MATCH']),
  "normalize": zod.object({
  "width": zod.boolean().default(listEvaluationSetsResponseTwoItemsItemOutputsItemScorerOneNormalizeWidthDefault),
  "case": zod.boolean().default(listEvaluationSetsResponseTwoItemsItemOutputsItemScorerOneNormalizeCaseDefault),
  "whitespace": zod.boolean().default(listEvaluationSetsResponseTwoItemsItemOutputsItemScorerOneNormalizeWhitespaceDefault)
}).optional().describe('How output and expected answer are normalised before they are compared. width: Unicode NFKC (full-width and half-width letters, digits and katakana folded: `ＡＢＣ１２３` = `ABC123`, `ｶﾀｶﾅ` = `カタカナ`); case: case-insensitive; whitespace: trimmed and runs of whitespace (the ideographic space U+3000 included) collapsed to one space. Each defaults to true.')
}).describe('Score 1 when the normalised output equals the normalised expected answer, else 0.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_CONTAINS']),
  "normalize": zod.object({
  "width": zod.boolean().default(listEvaluationSetsResponseTwoItemsItemOutputsItemScorerTwoNormalizeWidthDefault),
  "case": zod.boolean().default(listEvaluationSetsResponseTwoItemsItemOutputsItemScorerTwoNormalizeCaseDefault),
  "whitespace": zod.boolean().default(listEvaluationSetsResponseTwoItemsItemOutputsItemScorerTwoNormalizeWhitespaceDefault)
}).optional().describe('How output and expected answer are normalised before they are compared. width: Unicode NFKC (full-width and half-width letters, digits and katakana folded: `ＡＢＣ１２３` = `ABC123`, `ｶﾀｶﾅ` = `カタカナ`); case: case-insensitive; whitespace: trimmed and runs of whitespace (the ideographic space U+3000 included) collapsed to one space. Each defaults to true.')
}).describe('Score 1 when the normalised output contains the normalised expected answer, else 0.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_REGEX']),
  "pattern": zod.string().min(1).max(listEvaluationSetsResponseTwoItemsItemOutputsItemScorerThreePatternMax),
  "ignoreCase": zod.boolean().default(listEvaluationSetsResponseTwoItemsItemOutputsItemScorerThreeIgnoreCaseDefault)
}).describe('Score 1 when the pattern matches anywhere in the output. The pattern runs on a safe engine (RE2 syntax, linear time): a backreference (`\\1`, `\\k<name>`) or a lookaround (`(?=`, `(?!`, `(?<=`, `(?<!`) is refused, as is a pattern that does not compile: 400 naming the field `outputs.<i>.scorer.pattern`, the detail says why.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_JSON_SCHEMA']),
  "schema": zod.looseObject({

}).describe('The JSON Schema (at most 10,000 characters serialised).')
}).describe('Pass when the output parses as JSON and is valid against the schema (JSON Schema draft 2020-12). A schema that is not a valid JSON Schema, or longer than 10,000 characters serialised, is refused with 400.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_NUMERIC']),
  "tolerance": zod.number().min(listEvaluationSetsResponseTwoItemsItemOutputsItemScorerFiveToleranceMin).max(listEvaluationSetsResponseTwoItemsItemOutputsItemScorerFiveToleranceMax),
  "relative": zod.boolean().default(listEvaluationSetsResponseTwoItemsItemOutputsItemScorerFiveRelativeDefault)
}).describe('Reads the first number in the output and in the expected answer (full-width digits, `，` thousands separators and `．` read as ASCII); pass when |output − expected| ≤ tolerance (× |expected| when relative). Score 1 or 0; an output without a number scores 0.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_LLM_JUDGE']),
  "model": zod.string().min(1).max(listEvaluationSetsResponseTwoItemsItemOutputsItemScorerSixModelMax).describe('The judging model (an id of listModels).'),
  "rubric": zod.string().min(1).max(listEvaluationSetsResponseTwoItemsItemOutputsItemScorerSixRubricMax),
  "threshold": zod.number().min(listEvaluationSetsResponseTwoItemsItemOutputsItemScorerSixThresholdMin).max(listEvaluationSetsResponseTwoItemsItemOutputsItemScorerSixThresholdMax)
}).describe('A model judges the output against the expected answer and the rubric: a score in 0..1 and a one-line reason; pass when the score is at least the threshold.')]).describe('How one output of a row is scored (closed schemas, one per type).')
}).describe('An end-node output the set checks and how it is scored.')).min(1).max(listEvaluationSetsResponseTwoItemsItemOutputsMax).describe('The outputs the set checks (each end-node output at most once).'),
  "inputNames": zod.array(zod.string().min(1).max(listEvaluationSetsResponseTwoItemsItemInputNamesItemMax).describe('A start-node variable or an end-node output of the workflow.')).max(listEvaluationSetsResponseTwoItemsItemInputNamesMax).describe('The start variables the rows give values for.'),
  "rowCount": zod.int().min(listEvaluationSetsResponseTwoItemsItemRowCountMin).max(listEvaluationSetsResponseTwoItemsItemRowCountMax),
  "source": zod.object({
  "type": zod.enum(['EVALUATION_SOURCE_TYPE_DATASET', 'EVALUATION_SOURCE_TYPE_DEBUG_RUNS', 'EVALUATION_SOURCE_TYPE_MANUAL']).describe('Where the set\'s rows came from.'),
  "datasetFileId": zod.string().min(1).max(listEvaluationSetsResponseTwoItemsItemSourceDatasetFileIdMax).regex(listEvaluationSetsResponseTwoItemsItemSourceDatasetFileIdRegExp).optional().describe('An opaque identifier.'),
  "datasetFileName": zod.string().min(1).max(listEvaluationSetsResponseTwoItemsItemSourceDatasetFileNameMax).regex(listEvaluationSetsResponseTwoItemsItemSourceDatasetFileNameRegExp).optional().describe('A file name as the backend accepts and stores it: a base name, never a path. 1 to 255 characters; no `/` or `\\`, not `.` or `..`, and no control characters (U+0000–U+001F, U+007F). A name that breaks the rule is refused with 400 \'Invalid file name\', never cut down to its last segment. For a multipart upload the rule applies to the file part\'s `filename` (its Content-Disposition), e.g. `../../etc/evil.csv` or `C:\\data\\evil.csv` is refused.')
}).describe('Where the set\'s rows came from (the dataset file and its name as it was when the set was made).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listEvaluationSetsResponseTwoItemsItemCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "createdBy": zod.object({
  "id": zod.string().max(listEvaluationSetsResponseTwoItemsItemCreatedByIdMax),
  "name": zod.string().max(listEvaluationSetsResponseTwoItemsItemCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(listEvaluationSetsResponseTwoItemsItemUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A set of rows with expected answers for a workflow\'s outputs, and the scorer of each output.')).max(listEvaluationSetsResponseTwoItemsMax)
}))

/**
 * Makes a set from a dataset file of the project (read with the encoding its upload detected: Shift_JIS or UTF-8), from succeeded debug runs of the workflow (their inputs, and their outputs as the expected answers) or from rows given by hand. 400 naming the field when a column is missing from the file, when an expected-answer column has no value in any row, when a start variable has no column, when a scorer is refused (a regex that is unsafe or does not compile: `outputs.<i>.scorer.pattern`; a JSON Schema that is not valid), or over 10,000 rows. 409 EvaluationSetLimit at 50 sets per workflow, 409 EvaluationSetNameConflict for a name another set of the workflow has.
 * @summary Create an evaluation set
 */
export const createEvaluationSetPathProjectIdMax = 64;


export const createEvaluationSetPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createEvaluationSetPathWorkflowIdMax = 64;


export const createEvaluationSetPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateEvaluationSetParams = zod.object({
  "projectId": zod.string().min(1).max(createEvaluationSetPathProjectIdMax).regex(createEvaluationSetPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(createEvaluationSetPathWorkflowIdMax).regex(createEvaluationSetPathWorkflowIdRegExp).describe('The workflow.')
})

export const createEvaluationSetHeaderIdpMax = 64;

export const createEvaluationSetHeaderAiwTenantIdMax = 64;


export const createEvaluationSetHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateEvaluationSetHeader = zod.object({
  "idp": zod.string().min(1).max(createEvaluationSetHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(createEvaluationSetHeaderAiwTenantIdMax).regex(createEvaluationSetHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const createEvaluationSetBodyNameMax = 100;

export const createEvaluationSetBodyDescriptionMax = 1000;

export const createEvaluationSetBodyOutputsItemNameMax = 64;

export const createEvaluationSetBodyOutputsItemScorerOneNormalizeWidthDefault = true;
export const createEvaluationSetBodyOutputsItemScorerOneNormalizeCaseDefault = true;
export const createEvaluationSetBodyOutputsItemScorerOneNormalizeWhitespaceDefault = true;
export const createEvaluationSetBodyOutputsItemScorerTwoNormalizeWidthDefault = true;
export const createEvaluationSetBodyOutputsItemScorerTwoNormalizeCaseDefault = true;
export const createEvaluationSetBodyOutputsItemScorerTwoNormalizeWhitespaceDefault = true;
export const createEvaluationSetBodyOutputsItemScorerThreePatternMax = 500;

export const createEvaluationSetBodyOutputsItemScorerThreeIgnoreCaseDefault = false;
export const createEvaluationSetBodyOutputsItemScorerFiveToleranceMin = 0;
export const createEvaluationSetBodyOutputsItemScorerFiveToleranceMax = 1000000000;

export const createEvaluationSetBodyOutputsItemScorerFiveRelativeDefault = false;
export const createEvaluationSetBodyOutputsItemScorerSixModelMax = 100;

export const createEvaluationSetBodyOutputsItemScorerSixRubricMax = 4000;

export const createEvaluationSetBodyOutputsItemScorerSixThresholdMin = 0;
export const createEvaluationSetBodyOutputsItemScorerSixThresholdMax = 1;

export const createEvaluationSetBodyOutputsMax = 20;

export const createEvaluationSetBodySourceOneDatasetFileIdMax = 64;


export const createEvaluationSetBodySourceOneDatasetFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createEvaluationSetBodySourceOneInputColumnsMaxOne = 200;

export const createEvaluationSetBodySourceOneExpectedColumnsMaxOne = 200;

export const createEvaluationSetBodySourceTwoDebugRunIdsItemMax = 64;


export const createEvaluationSetBodySourceTwoDebugRunIdsItemRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createEvaluationSetBodySourceTwoDebugRunIdsMax = 500;

export const createEvaluationSetBodySourceThreeRowsItemInputsMaxOne = 100000;

export const createEvaluationSetBodySourceThreeRowsItemExpectedMaxOne = 100000;

export const createEvaluationSetBodySourceThreeRowsMax = 100;



export const CreateEvaluationSetBody = zod.strictObject({
  "name": zod.string().min(1).max(createEvaluationSetBodyNameMax).describe('A set\'s name, unique per workflow (compared after trimming; 409 EvaluationSetNameConflict).'),
  "description": zod.string().max(createEvaluationSetBodyDescriptionMax).optional().describe('What the set checks (an empty value clears it).'),
  "outputs": zod.array(zod.strictObject({
  "name": zod.string().min(1).max(createEvaluationSetBodyOutputsItemNameMax).describe('A start-node variable or an end-node output of the workflow.'),
  "scorer": zod.union([zod.strictObject({
  "type": zod.enum(['SCORER_TYPE_EXACT_MATCH']),
  "normalize": zod.strictObject({
  "width": zod.boolean().default(createEvaluationSetBodyOutputsItemScorerOneNormalizeWidthDefault),
  "case": zod.boolean().default(createEvaluationSetBodyOutputsItemScorerOneNormalizeCaseDefault),
  "whitespace": zod.boolean().default(createEvaluationSetBodyOutputsItemScorerOneNormalizeWhitespaceDefault)
}).optional().describe('How output and expected answer are normalised before they are compared. width: Unicode NFKC (full-width and half-width letters, digits and katakana folded: `ＡＢＣ１２３` = `ABC123`, `ｶﾀｶﾅ` = `カタカナ`); case: case-insensitive; whitespace: trimmed and runs of whitespace (the ideographic space U+3000 included) collapsed to one space. Each defaults to true.')
}).describe('Score 1 when the normalised output equals the normalised expected answer, else 0.'),zod.strictObject({
  "type": zod.enum(['SCORER_TYPE_CONTAINS']),
  "normalize": zod.strictObject({
  "width": zod.boolean().default(createEvaluationSetBodyOutputsItemScorerTwoNormalizeWidthDefault),
  "case": zod.boolean().default(createEvaluationSetBodyOutputsItemScorerTwoNormalizeCaseDefault),
  "whitespace": zod.boolean().default(createEvaluationSetBodyOutputsItemScorerTwoNormalizeWhitespaceDefault)
}).optional().describe('How output and expected answer are normalised before they are compared. width: Unicode NFKC (full-width and half-width letters, digits and katakana folded: `ＡＢＣ１２３` = `ABC123`, `ｶﾀｶﾅ` = `カタカナ`); case: case-insensitive; whitespace: trimmed and runs of whitespace (the ideographic space U+3000 included) collapsed to one space. Each defaults to true.')
}).describe('Score 1 when the normalised output contains the normalised expected answer, else 0.'),zod.strictObject({
  "type": zod.enum(['SCORER_TYPE_REGEX']),
  "pattern": zod.string().min(1).max(createEvaluationSetBodyOutputsItemScorerThreePatternMax),
  "ignoreCase": zod.boolean().default(createEvaluationSetBodyOutputsItemScorerThreeIgnoreCaseDefault)
}).describe('Score 1 when the pattern matches anywhere in the output. The pattern runs on a safe engine (RE2 syntax, linear time): a backreference (`\\1`, `\\k<name>`) or a lookaround (`(?=`, `(?!`, `(?<=`, `(?<!`) is refused, as is a pattern that does not compile: 400 naming the field `outputs.<i>.scorer.pattern`, the detail says why.'),zod.strictObject({
  "type": zod.enum(['SCORER_TYPE_JSON_SCHEMA']),
  "schema": zod.looseObject({

}).describe('The JSON Schema (at most 10,000 characters serialised).')
}).describe('Pass when the output parses as JSON and is valid against the schema (JSON Schema draft 2020-12). A schema that is not a valid JSON Schema, or longer than 10,000 characters serialised, is refused with 400.'),zod.strictObject({
  "type": zod.enum(['SCORER_TYPE_NUMERIC']),
  "tolerance": zod.number().min(createEvaluationSetBodyOutputsItemScorerFiveToleranceMin).max(createEvaluationSetBodyOutputsItemScorerFiveToleranceMax),
  "relative": zod.boolean().default(createEvaluationSetBodyOutputsItemScorerFiveRelativeDefault)
}).describe('Reads the first number in the output and in the expected answer (full-width digits, `，` thousands separators and `．` read as ASCII); pass when |output − expected| ≤ tolerance (× |expected| when relative). Score 1 or 0; an output without a number scores 0.'),zod.strictObject({
  "type": zod.enum(['SCORER_TYPE_LLM_JUDGE']),
  "model": zod.string().min(1).max(createEvaluationSetBodyOutputsItemScorerSixModelMax).describe('The judging model (an id of listModels).'),
  "rubric": zod.string().min(1).max(createEvaluationSetBodyOutputsItemScorerSixRubricMax),
  "threshold": zod.number().min(createEvaluationSetBodyOutputsItemScorerSixThresholdMin).max(createEvaluationSetBodyOutputsItemScorerSixThresholdMax)
}).describe('A model judges the output against the expected answer and the rubric: a score in 0..1 and a one-line reason; pass when the score is at least the threshold.')]).describe('How one output of a row is scored (closed schemas, one per type).')
}).describe('An end-node output the set checks and how it is scored.')).min(1).max(createEvaluationSetBodyOutputsMax).describe('The outputs the set checks (each end-node output at most once).'),
  "source": zod.union([zod.strictObject({
  "type": zod.enum(['EVALUATION_SOURCE_TYPE_DATASET']),
  "datasetFileId": zod.string().min(1).max(createEvaluationSetBodySourceOneDatasetFileIdMax).regex(createEvaluationSetBodySourceOneDatasetFileIdRegExp).describe('An opaque identifier.'),
  "inputColumns": zod.record(zod.string(), zod.string().min(1).max(createEvaluationSetBodySourceOneInputColumnsMaxOne)).describe('The dataset column (its header, exactly as detected) read for each variable.'),
  "expectedColumns": zod.record(zod.string(), zod.string().min(1).max(createEvaluationSetBodySourceOneExpectedColumnsMaxOne)).describe('The dataset column (its header, exactly as detected) read for each variable.')
}).describe('Rows from a dataset file of the project, read with the encoding its upload detected (Shift_JIS or UTF-8): a column per start variable (inputColumns) and per checked output (expectedColumns). 400 naming the field when a column is not in the file (`source.inputColumns.<variable>`), when an expected-answer column has no value in any row (`source.expectedColumns.<output>`) or when a start variable has no column.'),zod.strictObject({
  "type": zod.enum(['EVALUATION_SOURCE_TYPE_DEBUG_RUNS']),
  "debugRunIds": zod.array(zod.string().min(1).max(createEvaluationSetBodySourceTwoDebugRunIdsItemMax).regex(createEvaluationSetBodySourceTwoDebugRunIdsItemRegExp).describe('An opaque identifier.')).min(1).max(createEvaluationSetBodySourceTwoDebugRunIdsMax)
}).describe('Rows from finished (succeeded) debug runs of the workflow: each run\'s inputs, and its outputs as the expected answers. A run that is not the workflow\'s or did not succeed is refused with 400 (`source.debugRunIds.<i>`).'),zod.strictObject({
  "type": zod.enum(['EVALUATION_SOURCE_TYPE_MANUAL']),
  "rows": zod.array(zod.strictObject({
  "inputs": zod.record(zod.string(), zod.string().max(createEvaluationSetBodySourceThreeRowsItemInputsMaxOne).describe('One cell of a row (an input value, an expected answer or an output), as text.')).describe('Values by variable (inputs by start variable, expected answers by end-node output).'),
  "expected": zod.record(zod.string(), zod.string().max(createEvaluationSetBodySourceThreeRowsItemExpectedMaxOne).describe('One cell of a row (an input value, an expected answer or an output), as text.')).describe('Values by variable (inputs by start variable, expected answers by end-node output).')
}).describe('A row as given: a value for each start variable and the expected answer of each checked output.')).min(1).max(createEvaluationSetBodySourceThreeRowsMax)
}).describe('Rows given by hand (1 to 100; more can be added later).')]).describe('Where a new set\'s rows come from.')
}).describe('A new set. Every output named must be an end-node output of the workflow\'s saved graph (400 `outputs.<i>.name`); the rows give a value for every start variable. At most 10,000 rows (400), 50 sets per workflow (409 EvaluationSetLimit), names unique per workflow (409 EvaluationSetNameConflict).')

export const createEvaluationSetResponseIdMax = 64;


export const createEvaluationSetResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createEvaluationSetResponseWorkflowIdMax = 64;


export const createEvaluationSetResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createEvaluationSetResponseNameMax = 100;

export const createEvaluationSetResponseDescriptionMax = 1000;

export const createEvaluationSetResponseOutputsItemNameMax = 64;

export const createEvaluationSetResponseOutputsItemScorerOneNormalizeWidthDefault = true;
export const createEvaluationSetResponseOutputsItemScorerOneNormalizeCaseDefault = true;
export const createEvaluationSetResponseOutputsItemScorerOneNormalizeWhitespaceDefault = true;
export const createEvaluationSetResponseOutputsItemScorerTwoNormalizeWidthDefault = true;
export const createEvaluationSetResponseOutputsItemScorerTwoNormalizeCaseDefault = true;
export const createEvaluationSetResponseOutputsItemScorerTwoNormalizeWhitespaceDefault = true;
export const createEvaluationSetResponseOutputsItemScorerThreePatternMax = 500;

export const createEvaluationSetResponseOutputsItemScorerThreeIgnoreCaseDefault = false;
export const createEvaluationSetResponseOutputsItemScorerFiveToleranceMin = 0;
export const createEvaluationSetResponseOutputsItemScorerFiveToleranceMax = 1000000000;

export const createEvaluationSetResponseOutputsItemScorerFiveRelativeDefault = false;
export const createEvaluationSetResponseOutputsItemScorerSixModelMax = 100;

export const createEvaluationSetResponseOutputsItemScorerSixRubricMax = 4000;

export const createEvaluationSetResponseOutputsItemScorerSixThresholdMin = 0;
export const createEvaluationSetResponseOutputsItemScorerSixThresholdMax = 1;

export const createEvaluationSetResponseOutputsMax = 20;

export const createEvaluationSetResponseInputNamesItemMax = 64;

export const createEvaluationSetResponseInputNamesMax = 50;

export const createEvaluationSetResponseRowCountMin = 0;
export const createEvaluationSetResponseRowCountMax = 10000;

export const createEvaluationSetResponseSourceDatasetFileIdMax = 64;


export const createEvaluationSetResponseSourceDatasetFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createEvaluationSetResponseSourceDatasetFileNameMax = 255;


export const createEvaluationSetResponseSourceDatasetFileNameRegExp = new RegExp('^(?!\\.\\.?$)[^/\\\\\\x00-\\x1f\\x7f]{1,255}$');
export const createEvaluationSetResponseCreatedAtMax = 40;

export const createEvaluationSetResponseCreatedByIdMax = 64;

export const createEvaluationSetResponseCreatedByNameMax = 200;

export const createEvaluationSetResponseUpdatedAtMax = 40;



export const CreateEvaluationSetResponse = zod.object({
  "id": zod.string().min(1).max(createEvaluationSetResponseIdMax).regex(createEvaluationSetResponseIdRegExp).describe('An opaque identifier.'),
  "workflowId": zod.string().min(1).max(createEvaluationSetResponseWorkflowIdMax).regex(createEvaluationSetResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(createEvaluationSetResponseNameMax).describe('A set\'s name, unique per workflow (compared after trimming; 409 EvaluationSetNameConflict).'),
  "description": zod.string().max(createEvaluationSetResponseDescriptionMax).optional().describe('What the set checks (an empty value clears it).'),
  "outputs": zod.array(zod.object({
  "name": zod.string().min(1).max(createEvaluationSetResponseOutputsItemNameMax).describe('A start-node variable or an end-node output of the workflow.'),
  "scorer": zod.union([zod.object({
  "type": zod.enum(['SCORER_TYPE_EXACT_MATCH']),
  "normalize": zod.object({
  "width": zod.boolean().default(createEvaluationSetResponseOutputsItemScorerOneNormalizeWidthDefault),
  "case": zod.boolean().default(createEvaluationSetResponseOutputsItemScorerOneNormalizeCaseDefault),
  "whitespace": zod.boolean().default(createEvaluationSetResponseOutputsItemScorerOneNormalizeWhitespaceDefault)
}).optional().describe('How output and expected answer are normalised before they are compared. width: Unicode NFKC (full-width and half-width letters, digits and katakana folded: `ＡＢＣ１２３` = `ABC123`, `ｶﾀｶﾅ` = `カタカナ`); case: case-insensitive; whitespace: trimmed and runs of whitespace (the ideographic space U+3000 included) collapsed to one space. Each defaults to true.')
}).describe('Score 1 when the normalised output equals the normalised expected answer, else 0.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_CONTAINS']),
  "normalize": zod.object({
  "width": zod.boolean().default(createEvaluationSetResponseOutputsItemScorerTwoNormalizeWidthDefault),
  "case": zod.boolean().default(createEvaluationSetResponseOutputsItemScorerTwoNormalizeCaseDefault),
  "whitespace": zod.boolean().default(createEvaluationSetResponseOutputsItemScorerTwoNormalizeWhitespaceDefault)
}).optional().describe('How output and expected answer are normalised before they are compared. width: Unicode NFKC (full-width and half-width letters, digits and katakana folded: `ＡＢＣ１２３` = `ABC123`, `ｶﾀｶﾅ` = `カタカナ`); case: case-insensitive; whitespace: trimmed and runs of whitespace (the ideographic space U+3000 included) collapsed to one space. Each defaults to true.')
}).describe('Score 1 when the normalised output contains the normalised expected answer, else 0.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_REGEX']),
  "pattern": zod.string().min(1).max(createEvaluationSetResponseOutputsItemScorerThreePatternMax),
  "ignoreCase": zod.boolean().default(createEvaluationSetResponseOutputsItemScorerThreeIgnoreCaseDefault)
}).describe('Score 1 when the pattern matches anywhere in the output. The pattern runs on a safe engine (RE2 syntax, linear time): a backreference (`\\1`, `\\k<name>`) or a lookaround (`(?=`, `(?!`, `(?<=`, `(?<!`) is refused, as is a pattern that does not compile: 400 naming the field `outputs.<i>.scorer.pattern`, the detail says why.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_JSON_SCHEMA']),
  "schema": zod.looseObject({

}).describe('The JSON Schema (at most 10,000 characters serialised).')
}).describe('Pass when the output parses as JSON and is valid against the schema (JSON Schema draft 2020-12). A schema that is not a valid JSON Schema, or longer than 10,000 characters serialised, is refused with 400.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_NUMERIC']),
  "tolerance": zod.number().min(createEvaluationSetResponseOutputsItemScorerFiveToleranceMin).max(createEvaluationSetResponseOutputsItemScorerFiveToleranceMax),
  "relative": zod.boolean().default(createEvaluationSetResponseOutputsItemScorerFiveRelativeDefault)
}).describe('Reads the first number in the output and in the expected answer (full-width digits, `，` thousands separators and `．` read as ASCII); pass when |output − expected| ≤ tolerance (× |expected| when relative). Score 1 or 0; an output without a number scores 0.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_LLM_JUDGE']),
  "model": zod.string().min(1).max(createEvaluationSetResponseOutputsItemScorerSixModelMax).describe('The judging model (an id of listModels).'),
  "rubric": zod.string().min(1).max(createEvaluationSetResponseOutputsItemScorerSixRubricMax),
  "threshold": zod.number().min(createEvaluationSetResponseOutputsItemScorerSixThresholdMin).max(createEvaluationSetResponseOutputsItemScorerSixThresholdMax)
}).describe('A model judges the output against the expected answer and the rubric: a score in 0..1 and a one-line reason; pass when the score is at least the threshold.')]).describe('How one output of a row is scored (closed schemas, one per type).')
}).describe('An end-node output the set checks and how it is scored.')).min(1).max(createEvaluationSetResponseOutputsMax).describe('The outputs the set checks (each end-node output at most once).'),
  "inputNames": zod.array(zod.string().min(1).max(createEvaluationSetResponseInputNamesItemMax).describe('A start-node variable or an end-node output of the workflow.')).max(createEvaluationSetResponseInputNamesMax).describe('The start variables the rows give values for.'),
  "rowCount": zod.int().min(createEvaluationSetResponseRowCountMin).max(createEvaluationSetResponseRowCountMax),
  "source": zod.object({
  "type": zod.enum(['EVALUATION_SOURCE_TYPE_DATASET', 'EVALUATION_SOURCE_TYPE_DEBUG_RUNS', 'EVALUATION_SOURCE_TYPE_MANUAL']).describe('Where the set\'s rows came from.'),
  "datasetFileId": zod.string().min(1).max(createEvaluationSetResponseSourceDatasetFileIdMax).regex(createEvaluationSetResponseSourceDatasetFileIdRegExp).optional().describe('An opaque identifier.'),
  "datasetFileName": zod.string().min(1).max(createEvaluationSetResponseSourceDatasetFileNameMax).regex(createEvaluationSetResponseSourceDatasetFileNameRegExp).optional().describe('A file name as the backend accepts and stores it: a base name, never a path. 1 to 255 characters; no `/` or `\\`, not `.` or `..`, and no control characters (U+0000–U+001F, U+007F). A name that breaks the rule is refused with 400 \'Invalid file name\', never cut down to its last segment. For a multipart upload the rule applies to the file part\'s `filename` (its Content-Disposition), e.g. `../../etc/evil.csv` or `C:\\data\\evil.csv` is refused.')
}).describe('Where the set\'s rows came from (the dataset file and its name as it was when the set was made).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(createEvaluationSetResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "createdBy": zod.object({
  "id": zod.string().max(createEvaluationSetResponseCreatedByIdMax),
  "name": zod.string().max(createEvaluationSetResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(createEvaluationSetResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A set of rows with expected answers for a workflow\'s outputs, and the scorer of each output.')

/**
 * The set with its outputs, scorers and row count.
 * @summary One evaluation set
 */
export const getEvaluationSetPathProjectIdMax = 64;


export const getEvaluationSetPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getEvaluationSetPathWorkflowIdMax = 64;


export const getEvaluationSetPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getEvaluationSetPathSetIdMax = 64;


export const getEvaluationSetPathSetIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetEvaluationSetParams = zod.object({
  "projectId": zod.string().min(1).max(getEvaluationSetPathProjectIdMax).regex(getEvaluationSetPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(getEvaluationSetPathWorkflowIdMax).regex(getEvaluationSetPathWorkflowIdRegExp).describe('The workflow.'),
  "setId": zod.string().min(1).max(getEvaluationSetPathSetIdMax).regex(getEvaluationSetPathSetIdRegExp).describe('The evaluation set.')
})

export const getEvaluationSetHeaderIdpMax = 64;

export const getEvaluationSetHeaderAiwTenantIdMax = 64;


export const getEvaluationSetHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetEvaluationSetHeader = zod.object({
  "idp": zod.string().min(1).max(getEvaluationSetHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getEvaluationSetHeaderAiwTenantIdMax).regex(getEvaluationSetHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getEvaluationSetResponseIdMax = 64;


export const getEvaluationSetResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getEvaluationSetResponseWorkflowIdMax = 64;


export const getEvaluationSetResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getEvaluationSetResponseNameMax = 100;

export const getEvaluationSetResponseDescriptionMax = 1000;

export const getEvaluationSetResponseOutputsItemNameMax = 64;

export const getEvaluationSetResponseOutputsItemScorerOneNormalizeWidthDefault = true;
export const getEvaluationSetResponseOutputsItemScorerOneNormalizeCaseDefault = true;
export const getEvaluationSetResponseOutputsItemScorerOneNormalizeWhitespaceDefault = true;
export const getEvaluationSetResponseOutputsItemScorerTwoNormalizeWidthDefault = true;
export const getEvaluationSetResponseOutputsItemScorerTwoNormalizeCaseDefault = true;
export const getEvaluationSetResponseOutputsItemScorerTwoNormalizeWhitespaceDefault = true;
export const getEvaluationSetResponseOutputsItemScorerThreePatternMax = 500;

export const getEvaluationSetResponseOutputsItemScorerThreeIgnoreCaseDefault = false;
export const getEvaluationSetResponseOutputsItemScorerFiveToleranceMin = 0;
export const getEvaluationSetResponseOutputsItemScorerFiveToleranceMax = 1000000000;

export const getEvaluationSetResponseOutputsItemScorerFiveRelativeDefault = false;
export const getEvaluationSetResponseOutputsItemScorerSixModelMax = 100;

export const getEvaluationSetResponseOutputsItemScorerSixRubricMax = 4000;

export const getEvaluationSetResponseOutputsItemScorerSixThresholdMin = 0;
export const getEvaluationSetResponseOutputsItemScorerSixThresholdMax = 1;

export const getEvaluationSetResponseOutputsMax = 20;

export const getEvaluationSetResponseInputNamesItemMax = 64;

export const getEvaluationSetResponseInputNamesMax = 50;

export const getEvaluationSetResponseRowCountMin = 0;
export const getEvaluationSetResponseRowCountMax = 10000;

export const getEvaluationSetResponseSourceDatasetFileIdMax = 64;


export const getEvaluationSetResponseSourceDatasetFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getEvaluationSetResponseSourceDatasetFileNameMax = 255;


export const getEvaluationSetResponseSourceDatasetFileNameRegExp = new RegExp('^(?!\\.\\.?$)[^/\\\\\\x00-\\x1f\\x7f]{1,255}$');
export const getEvaluationSetResponseCreatedAtMax = 40;

export const getEvaluationSetResponseCreatedByIdMax = 64;

export const getEvaluationSetResponseCreatedByNameMax = 200;

export const getEvaluationSetResponseUpdatedAtMax = 40;



export const GetEvaluationSetResponse = zod.object({
  "id": zod.string().min(1).max(getEvaluationSetResponseIdMax).regex(getEvaluationSetResponseIdRegExp).describe('An opaque identifier.'),
  "workflowId": zod.string().min(1).max(getEvaluationSetResponseWorkflowIdMax).regex(getEvaluationSetResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(getEvaluationSetResponseNameMax).describe('A set\'s name, unique per workflow (compared after trimming; 409 EvaluationSetNameConflict).'),
  "description": zod.string().max(getEvaluationSetResponseDescriptionMax).optional().describe('What the set checks (an empty value clears it).'),
  "outputs": zod.array(zod.object({
  "name": zod.string().min(1).max(getEvaluationSetResponseOutputsItemNameMax).describe('A start-node variable or an end-node output of the workflow.'),
  "scorer": zod.union([zod.object({
  "type": zod.enum(['SCORER_TYPE_EXACT_MATCH']),
  "normalize": zod.object({
  "width": zod.boolean().default(getEvaluationSetResponseOutputsItemScorerOneNormalizeWidthDefault),
  "case": zod.boolean().default(getEvaluationSetResponseOutputsItemScorerOneNormalizeCaseDefault),
  "whitespace": zod.boolean().default(getEvaluationSetResponseOutputsItemScorerOneNormalizeWhitespaceDefault)
}).optional().describe('How output and expected answer are normalised before they are compared. width: Unicode NFKC (full-width and half-width letters, digits and katakana folded: `ＡＢＣ１２３` = `ABC123`, `ｶﾀｶﾅ` = `カタカナ`); case: case-insensitive; whitespace: trimmed and runs of whitespace (the ideographic space U+3000 included) collapsed to one space. Each defaults to true.')
}).describe('Score 1 when the normalised output equals the normalised expected answer, else 0.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_CONTAINS']),
  "normalize": zod.object({
  "width": zod.boolean().default(getEvaluationSetResponseOutputsItemScorerTwoNormalizeWidthDefault),
  "case": zod.boolean().default(getEvaluationSetResponseOutputsItemScorerTwoNormalizeCaseDefault),
  "whitespace": zod.boolean().default(getEvaluationSetResponseOutputsItemScorerTwoNormalizeWhitespaceDefault)
}).optional().describe('How output and expected answer are normalised before they are compared. width: Unicode NFKC (full-width and half-width letters, digits and katakana folded: `ＡＢＣ１２３` = `ABC123`, `ｶﾀｶﾅ` = `カタカナ`); case: case-insensitive; whitespace: trimmed and runs of whitespace (the ideographic space U+3000 included) collapsed to one space. Each defaults to true.')
}).describe('Score 1 when the normalised output contains the normalised expected answer, else 0.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_REGEX']),
  "pattern": zod.string().min(1).max(getEvaluationSetResponseOutputsItemScorerThreePatternMax),
  "ignoreCase": zod.boolean().default(getEvaluationSetResponseOutputsItemScorerThreeIgnoreCaseDefault)
}).describe('Score 1 when the pattern matches anywhere in the output. The pattern runs on a safe engine (RE2 syntax, linear time): a backreference (`\\1`, `\\k<name>`) or a lookaround (`(?=`, `(?!`, `(?<=`, `(?<!`) is refused, as is a pattern that does not compile: 400 naming the field `outputs.<i>.scorer.pattern`, the detail says why.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_JSON_SCHEMA']),
  "schema": zod.looseObject({

}).describe('The JSON Schema (at most 10,000 characters serialised).')
}).describe('Pass when the output parses as JSON and is valid against the schema (JSON Schema draft 2020-12). A schema that is not a valid JSON Schema, or longer than 10,000 characters serialised, is refused with 400.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_NUMERIC']),
  "tolerance": zod.number().min(getEvaluationSetResponseOutputsItemScorerFiveToleranceMin).max(getEvaluationSetResponseOutputsItemScorerFiveToleranceMax),
  "relative": zod.boolean().default(getEvaluationSetResponseOutputsItemScorerFiveRelativeDefault)
}).describe('Reads the first number in the output and in the expected answer (full-width digits, `，` thousands separators and `．` read as ASCII); pass when |output − expected| ≤ tolerance (× |expected| when relative). Score 1 or 0; an output without a number scores 0.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_LLM_JUDGE']),
  "model": zod.string().min(1).max(getEvaluationSetResponseOutputsItemScorerSixModelMax).describe('The judging model (an id of listModels).'),
  "rubric": zod.string().min(1).max(getEvaluationSetResponseOutputsItemScorerSixRubricMax),
  "threshold": zod.number().min(getEvaluationSetResponseOutputsItemScorerSixThresholdMin).max(getEvaluationSetResponseOutputsItemScorerSixThresholdMax)
}).describe('A model judges the output against the expected answer and the rubric: a score in 0..1 and a one-line reason; pass when the score is at least the threshold.')]).describe('How one output of a row is scored (closed schemas, one per type).')
}).describe('An end-node output the set checks and how it is scored.')).min(1).max(getEvaluationSetResponseOutputsMax).describe('The outputs the set checks (each end-node output at most once).'),
  "inputNames": zod.array(zod.string().min(1).max(getEvaluationSetResponseInputNamesItemMax).describe('A start-node variable or an end-node output of the workflow.')).max(getEvaluationSetResponseInputNamesMax).describe('The start variables the rows give values for.'),
  "rowCount": zod.int().min(getEvaluationSetResponseRowCountMin).max(getEvaluationSetResponseRowCountMax),
  "source": zod.object({
  "type": zod.enum(['EVALUATION_SOURCE_TYPE_DATASET', 'EVALUATION_SOURCE_TYPE_DEBUG_RUNS', 'EVALUATION_SOURCE_TYPE_MANUAL']).describe('Where the set\'s rows came from.'),
  "datasetFileId": zod.string().min(1).max(getEvaluationSetResponseSourceDatasetFileIdMax).regex(getEvaluationSetResponseSourceDatasetFileIdRegExp).optional().describe('An opaque identifier.'),
  "datasetFileName": zod.string().min(1).max(getEvaluationSetResponseSourceDatasetFileNameMax).regex(getEvaluationSetResponseSourceDatasetFileNameRegExp).optional().describe('A file name as the backend accepts and stores it: a base name, never a path. 1 to 255 characters; no `/` or `\\`, not `.` or `..`, and no control characters (U+0000–U+001F, U+007F). A name that breaks the rule is refused with 400 \'Invalid file name\', never cut down to its last segment. For a multipart upload the rule applies to the file part\'s `filename` (its Content-Disposition), e.g. `../../etc/evil.csv` or `C:\\data\\evil.csv` is refused.')
}).describe('Where the set\'s rows came from (the dataset file and its name as it was when the set was made).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getEvaluationSetResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "createdBy": zod.object({
  "id": zod.string().max(getEvaluationSetResponseCreatedByIdMax),
  "name": zod.string().max(getEvaluationSetResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(getEvaluationSetResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A set of rows with expected answers for a workflow\'s outputs, and the scorer of each output.')

/**
 * Changes the name, the description or the outputs' scorers (the same output names). The same scorer rules as on create (400 naming the field); a name another set of the workflow has answers 409 EvaluationSetNameConflict.
 * @summary Rename a set or change its scorers
 */
export const updateEvaluationSetPathProjectIdMax = 64;


export const updateEvaluationSetPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateEvaluationSetPathWorkflowIdMax = 64;


export const updateEvaluationSetPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateEvaluationSetPathSetIdMax = 64;


export const updateEvaluationSetPathSetIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateEvaluationSetParams = zod.object({
  "projectId": zod.string().min(1).max(updateEvaluationSetPathProjectIdMax).regex(updateEvaluationSetPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(updateEvaluationSetPathWorkflowIdMax).regex(updateEvaluationSetPathWorkflowIdRegExp).describe('The workflow.'),
  "setId": zod.string().min(1).max(updateEvaluationSetPathSetIdMax).regex(updateEvaluationSetPathSetIdRegExp).describe('The evaluation set.')
})

export const updateEvaluationSetHeaderIdpMax = 64;

export const updateEvaluationSetHeaderAiwTenantIdMax = 64;


export const updateEvaluationSetHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateEvaluationSetHeader = zod.object({
  "idp": zod.string().min(1).max(updateEvaluationSetHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(updateEvaluationSetHeaderAiwTenantIdMax).regex(updateEvaluationSetHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const updateEvaluationSetBodyNameMax = 100;

export const updateEvaluationSetBodyDescriptionMax = 1000;

export const updateEvaluationSetBodyOutputsItemNameMax = 64;

export const updateEvaluationSetBodyOutputsItemScorerOneNormalizeWidthDefault = true;
export const updateEvaluationSetBodyOutputsItemScorerOneNormalizeCaseDefault = true;
export const updateEvaluationSetBodyOutputsItemScorerOneNormalizeWhitespaceDefault = true;
export const updateEvaluationSetBodyOutputsItemScorerTwoNormalizeWidthDefault = true;
export const updateEvaluationSetBodyOutputsItemScorerTwoNormalizeCaseDefault = true;
export const updateEvaluationSetBodyOutputsItemScorerTwoNormalizeWhitespaceDefault = true;
export const updateEvaluationSetBodyOutputsItemScorerThreePatternMax = 500;

export const updateEvaluationSetBodyOutputsItemScorerThreeIgnoreCaseDefault = false;
export const updateEvaluationSetBodyOutputsItemScorerFiveToleranceMin = 0;
export const updateEvaluationSetBodyOutputsItemScorerFiveToleranceMax = 1000000000;

export const updateEvaluationSetBodyOutputsItemScorerFiveRelativeDefault = false;
export const updateEvaluationSetBodyOutputsItemScorerSixModelMax = 100;

export const updateEvaluationSetBodyOutputsItemScorerSixRubricMax = 4000;

export const updateEvaluationSetBodyOutputsItemScorerSixThresholdMin = 0;
export const updateEvaluationSetBodyOutputsItemScorerSixThresholdMax = 1;

export const updateEvaluationSetBodyOutputsMax = 20;



export const UpdateEvaluationSetBody = zod.strictObject({
  "name": zod.string().min(1).max(updateEvaluationSetBodyNameMax).optional().describe('A set\'s name, unique per workflow (compared after trimming; 409 EvaluationSetNameConflict).'),
  "description": zod.string().max(updateEvaluationSetBodyDescriptionMax).optional().describe('What the set checks (an empty value clears it).'),
  "outputs": zod.array(zod.strictObject({
  "name": zod.string().min(1).max(updateEvaluationSetBodyOutputsItemNameMax).describe('A start-node variable or an end-node output of the workflow.'),
  "scorer": zod.union([zod.strictObject({
  "type": zod.enum(['SCORER_TYPE_EXACT_MATCH']),
  "normalize": zod.strictObject({
  "width": zod.boolean().default(updateEvaluationSetBodyOutputsItemScorerOneNormalizeWidthDefault),
  "case": zod.boolean().default(updateEvaluationSetBodyOutputsItemScorerOneNormalizeCaseDefault),
  "whitespace": zod.boolean().default(updateEvaluationSetBodyOutputsItemScorerOneNormalizeWhitespaceDefault)
}).optional().describe('How output and expected answer are normalised before they are compared. width: Unicode NFKC (full-width and half-width letters, digits and katakana folded: `ＡＢＣ１２３` = `ABC123`, `ｶﾀｶﾅ` = `カタカナ`); case: case-insensitive; whitespace: trimmed and runs of whitespace (the ideographic space U+3000 included) collapsed to one space. Each defaults to true.')
}).describe('Score 1 when the normalised output equals the normalised expected answer, else 0.'),zod.strictObject({
  "type": zod.enum(['SCORER_TYPE_CONTAINS']),
  "normalize": zod.strictObject({
  "width": zod.boolean().default(updateEvaluationSetBodyOutputsItemScorerTwoNormalizeWidthDefault),
  "case": zod.boolean().default(updateEvaluationSetBodyOutputsItemScorerTwoNormalizeCaseDefault),
  "whitespace": zod.boolean().default(updateEvaluationSetBodyOutputsItemScorerTwoNormalizeWhitespaceDefault)
}).optional().describe('How output and expected answer are normalised before they are compared. width: Unicode NFKC (full-width and half-width letters, digits and katakana folded: `ＡＢＣ１２３` = `ABC123`, `ｶﾀｶﾅ` = `カタカナ`); case: case-insensitive; whitespace: trimmed and runs of whitespace (the ideographic space U+3000 included) collapsed to one space. Each defaults to true.')
}).describe('Score 1 when the normalised output contains the normalised expected answer, else 0.'),zod.strictObject({
  "type": zod.enum(['SCORER_TYPE_REGEX']),
  "pattern": zod.string().min(1).max(updateEvaluationSetBodyOutputsItemScorerThreePatternMax),
  "ignoreCase": zod.boolean().default(updateEvaluationSetBodyOutputsItemScorerThreeIgnoreCaseDefault)
}).describe('Score 1 when the pattern matches anywhere in the output. The pattern runs on a safe engine (RE2 syntax, linear time): a backreference (`\\1`, `\\k<name>`) or a lookaround (`(?=`, `(?!`, `(?<=`, `(?<!`) is refused, as is a pattern that does not compile: 400 naming the field `outputs.<i>.scorer.pattern`, the detail says why.'),zod.strictObject({
  "type": zod.enum(['SCORER_TYPE_JSON_SCHEMA']),
  "schema": zod.looseObject({

}).describe('The JSON Schema (at most 10,000 characters serialised).')
}).describe('Pass when the output parses as JSON and is valid against the schema (JSON Schema draft 2020-12). A schema that is not a valid JSON Schema, or longer than 10,000 characters serialised, is refused with 400.'),zod.strictObject({
  "type": zod.enum(['SCORER_TYPE_NUMERIC']),
  "tolerance": zod.number().min(updateEvaluationSetBodyOutputsItemScorerFiveToleranceMin).max(updateEvaluationSetBodyOutputsItemScorerFiveToleranceMax),
  "relative": zod.boolean().default(updateEvaluationSetBodyOutputsItemScorerFiveRelativeDefault)
}).describe('Reads the first number in the output and in the expected answer (full-width digits, `，` thousands separators and `．` read as ASCII); pass when |output − expected| ≤ tolerance (× |expected| when relative). Score 1 or 0; an output without a number scores 0.'),zod.strictObject({
  "type": zod.enum(['SCORER_TYPE_LLM_JUDGE']),
  "model": zod.string().min(1).max(updateEvaluationSetBodyOutputsItemScorerSixModelMax).describe('The judging model (an id of listModels).'),
  "rubric": zod.string().min(1).max(updateEvaluationSetBodyOutputsItemScorerSixRubricMax),
  "threshold": zod.number().min(updateEvaluationSetBodyOutputsItemScorerSixThresholdMin).max(updateEvaluationSetBodyOutputsItemScorerSixThresholdMax)
}).describe('A model judges the output against the expected answer and the rubric: a score in 0..1 and a one-line reason; pass when the score is at least the threshold.')]).describe('How one output of a row is scored (closed schemas, one per type).')
}).describe('An end-node output the set checks and how it is scored.')).min(1).max(updateEvaluationSetBodyOutputsMax).optional().describe('The outputs the set checks (each end-node output at most once).')
}).describe('Renames the set, changes its description or its outputs\' scorers (the outputs stay the same names: 400 `outputs` otherwise). Runs already made keep the scores they had.')

export const updateEvaluationSetResponseIdMax = 64;


export const updateEvaluationSetResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateEvaluationSetResponseWorkflowIdMax = 64;


export const updateEvaluationSetResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateEvaluationSetResponseNameMax = 100;

export const updateEvaluationSetResponseDescriptionMax = 1000;

export const updateEvaluationSetResponseOutputsItemNameMax = 64;

export const updateEvaluationSetResponseOutputsItemScorerOneNormalizeWidthDefault = true;
export const updateEvaluationSetResponseOutputsItemScorerOneNormalizeCaseDefault = true;
export const updateEvaluationSetResponseOutputsItemScorerOneNormalizeWhitespaceDefault = true;
export const updateEvaluationSetResponseOutputsItemScorerTwoNormalizeWidthDefault = true;
export const updateEvaluationSetResponseOutputsItemScorerTwoNormalizeCaseDefault = true;
export const updateEvaluationSetResponseOutputsItemScorerTwoNormalizeWhitespaceDefault = true;
export const updateEvaluationSetResponseOutputsItemScorerThreePatternMax = 500;

export const updateEvaluationSetResponseOutputsItemScorerThreeIgnoreCaseDefault = false;
export const updateEvaluationSetResponseOutputsItemScorerFiveToleranceMin = 0;
export const updateEvaluationSetResponseOutputsItemScorerFiveToleranceMax = 1000000000;

export const updateEvaluationSetResponseOutputsItemScorerFiveRelativeDefault = false;
export const updateEvaluationSetResponseOutputsItemScorerSixModelMax = 100;

export const updateEvaluationSetResponseOutputsItemScorerSixRubricMax = 4000;

export const updateEvaluationSetResponseOutputsItemScorerSixThresholdMin = 0;
export const updateEvaluationSetResponseOutputsItemScorerSixThresholdMax = 1;

export const updateEvaluationSetResponseOutputsMax = 20;

export const updateEvaluationSetResponseInputNamesItemMax = 64;

export const updateEvaluationSetResponseInputNamesMax = 50;

export const updateEvaluationSetResponseRowCountMin = 0;
export const updateEvaluationSetResponseRowCountMax = 10000;

export const updateEvaluationSetResponseSourceDatasetFileIdMax = 64;


export const updateEvaluationSetResponseSourceDatasetFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateEvaluationSetResponseSourceDatasetFileNameMax = 255;


export const updateEvaluationSetResponseSourceDatasetFileNameRegExp = new RegExp('^(?!\\.\\.?$)[^/\\\\\\x00-\\x1f\\x7f]{1,255}$');
export const updateEvaluationSetResponseCreatedAtMax = 40;

export const updateEvaluationSetResponseCreatedByIdMax = 64;

export const updateEvaluationSetResponseCreatedByNameMax = 200;

export const updateEvaluationSetResponseUpdatedAtMax = 40;



export const UpdateEvaluationSetResponse = zod.object({
  "id": zod.string().min(1).max(updateEvaluationSetResponseIdMax).regex(updateEvaluationSetResponseIdRegExp).describe('An opaque identifier.'),
  "workflowId": zod.string().min(1).max(updateEvaluationSetResponseWorkflowIdMax).regex(updateEvaluationSetResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(updateEvaluationSetResponseNameMax).describe('A set\'s name, unique per workflow (compared after trimming; 409 EvaluationSetNameConflict).'),
  "description": zod.string().max(updateEvaluationSetResponseDescriptionMax).optional().describe('What the set checks (an empty value clears it).'),
  "outputs": zod.array(zod.object({
  "name": zod.string().min(1).max(updateEvaluationSetResponseOutputsItemNameMax).describe('A start-node variable or an end-node output of the workflow.'),
  "scorer": zod.union([zod.object({
  "type": zod.enum(['SCORER_TYPE_EXACT_MATCH']),
  "normalize": zod.object({
  "width": zod.boolean().default(updateEvaluationSetResponseOutputsItemScorerOneNormalizeWidthDefault),
  "case": zod.boolean().default(updateEvaluationSetResponseOutputsItemScorerOneNormalizeCaseDefault),
  "whitespace": zod.boolean().default(updateEvaluationSetResponseOutputsItemScorerOneNormalizeWhitespaceDefault)
}).optional().describe('How output and expected answer are normalised before they are compared. width: Unicode NFKC (full-width and half-width letters, digits and katakana folded: `ＡＢＣ１２３` = `ABC123`, `ｶﾀｶﾅ` = `カタカナ`); case: case-insensitive; whitespace: trimmed and runs of whitespace (the ideographic space U+3000 included) collapsed to one space. Each defaults to true.')
}).describe('Score 1 when the normalised output equals the normalised expected answer, else 0.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_CONTAINS']),
  "normalize": zod.object({
  "width": zod.boolean().default(updateEvaluationSetResponseOutputsItemScorerTwoNormalizeWidthDefault),
  "case": zod.boolean().default(updateEvaluationSetResponseOutputsItemScorerTwoNormalizeCaseDefault),
  "whitespace": zod.boolean().default(updateEvaluationSetResponseOutputsItemScorerTwoNormalizeWhitespaceDefault)
}).optional().describe('How output and expected answer are normalised before they are compared. width: Unicode NFKC (full-width and half-width letters, digits and katakana folded: `ＡＢＣ１２３` = `ABC123`, `ｶﾀｶﾅ` = `カタカナ`); case: case-insensitive; whitespace: trimmed and runs of whitespace (the ideographic space U+3000 included) collapsed to one space. Each defaults to true.')
}).describe('Score 1 when the normalised output contains the normalised expected answer, else 0.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_REGEX']),
  "pattern": zod.string().min(1).max(updateEvaluationSetResponseOutputsItemScorerThreePatternMax),
  "ignoreCase": zod.boolean().default(updateEvaluationSetResponseOutputsItemScorerThreeIgnoreCaseDefault)
}).describe('Score 1 when the pattern matches anywhere in the output. The pattern runs on a safe engine (RE2 syntax, linear time): a backreference (`\\1`, `\\k<name>`) or a lookaround (`(?=`, `(?!`, `(?<=`, `(?<!`) is refused, as is a pattern that does not compile: 400 naming the field `outputs.<i>.scorer.pattern`, the detail says why.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_JSON_SCHEMA']),
  "schema": zod.looseObject({

}).describe('The JSON Schema (at most 10,000 characters serialised).')
}).describe('Pass when the output parses as JSON and is valid against the schema (JSON Schema draft 2020-12). A schema that is not a valid JSON Schema, or longer than 10,000 characters serialised, is refused with 400.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_NUMERIC']),
  "tolerance": zod.number().min(updateEvaluationSetResponseOutputsItemScorerFiveToleranceMin).max(updateEvaluationSetResponseOutputsItemScorerFiveToleranceMax),
  "relative": zod.boolean().default(updateEvaluationSetResponseOutputsItemScorerFiveRelativeDefault)
}).describe('Reads the first number in the output and in the expected answer (full-width digits, `，` thousands separators and `．` read as ASCII); pass when |output − expected| ≤ tolerance (× |expected| when relative). Score 1 or 0; an output without a number scores 0.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_LLM_JUDGE']),
  "model": zod.string().min(1).max(updateEvaluationSetResponseOutputsItemScorerSixModelMax).describe('The judging model (an id of listModels).'),
  "rubric": zod.string().min(1).max(updateEvaluationSetResponseOutputsItemScorerSixRubricMax),
  "threshold": zod.number().min(updateEvaluationSetResponseOutputsItemScorerSixThresholdMin).max(updateEvaluationSetResponseOutputsItemScorerSixThresholdMax)
}).describe('A model judges the output against the expected answer and the rubric: a score in 0..1 and a one-line reason; pass when the score is at least the threshold.')]).describe('How one output of a row is scored (closed schemas, one per type).')
}).describe('An end-node output the set checks and how it is scored.')).min(1).max(updateEvaluationSetResponseOutputsMax).describe('The outputs the set checks (each end-node output at most once).'),
  "inputNames": zod.array(zod.string().min(1).max(updateEvaluationSetResponseInputNamesItemMax).describe('A start-node variable or an end-node output of the workflow.')).max(updateEvaluationSetResponseInputNamesMax).describe('The start variables the rows give values for.'),
  "rowCount": zod.int().min(updateEvaluationSetResponseRowCountMin).max(updateEvaluationSetResponseRowCountMax),
  "source": zod.object({
  "type": zod.enum(['EVALUATION_SOURCE_TYPE_DATASET', 'EVALUATION_SOURCE_TYPE_DEBUG_RUNS', 'EVALUATION_SOURCE_TYPE_MANUAL']).describe('Where the set\'s rows came from.'),
  "datasetFileId": zod.string().min(1).max(updateEvaluationSetResponseSourceDatasetFileIdMax).regex(updateEvaluationSetResponseSourceDatasetFileIdRegExp).optional().describe('An opaque identifier.'),
  "datasetFileName": zod.string().min(1).max(updateEvaluationSetResponseSourceDatasetFileNameMax).regex(updateEvaluationSetResponseSourceDatasetFileNameRegExp).optional().describe('A file name as the backend accepts and stores it: a base name, never a path. 1 to 255 characters; no `/` or `\\`, not `.` or `..`, and no control characters (U+0000–U+001F, U+007F). A name that breaks the rule is refused with 400 \'Invalid file name\', never cut down to its last segment. For a multipart upload the rule applies to the file part\'s `filename` (its Content-Disposition), e.g. `../../etc/evil.csv` or `C:\\data\\evil.csv` is refused.')
}).describe('Where the set\'s rows came from (the dataset file and its name as it was when the set was made).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(updateEvaluationSetResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "createdBy": zod.object({
  "id": zod.string().max(updateEvaluationSetResponseCreatedByIdMax),
  "name": zod.string().max(updateEvaluationSetResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(updateEvaluationSetResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A set of rows with expected answers for a workflow\'s outputs, and the scorer of each output.')

/**
 * Deletes the set, its rows and its runs. A set with a run pending or running answers 409 ('Cannot delete an evaluation set while it is running').
 * @summary Delete an evaluation set
 */
export const deleteEvaluationSetPathProjectIdMax = 64;


export const deleteEvaluationSetPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const deleteEvaluationSetPathWorkflowIdMax = 64;


export const deleteEvaluationSetPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const deleteEvaluationSetPathSetIdMax = 64;


export const deleteEvaluationSetPathSetIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteEvaluationSetParams = zod.object({
  "projectId": zod.string().min(1).max(deleteEvaluationSetPathProjectIdMax).regex(deleteEvaluationSetPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(deleteEvaluationSetPathWorkflowIdMax).regex(deleteEvaluationSetPathWorkflowIdRegExp).describe('The workflow.'),
  "setId": zod.string().min(1).max(deleteEvaluationSetPathSetIdMax).regex(deleteEvaluationSetPathSetIdRegExp).describe('The evaluation set.')
})

export const deleteEvaluationSetHeaderIdpMax = 64;

export const deleteEvaluationSetHeaderAiwTenantIdMax = 64;


export const deleteEvaluationSetHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteEvaluationSetHeader = zod.object({
  "idp": zod.string().min(1).max(deleteEvaluationSetHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(deleteEvaluationSetHeaderAiwTenantIdMax).regex(deleteEvaluationSetHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const DeleteEvaluationSetResponse = zod.void()

/**
 * One page of the set's rows by index (pages of up to 1,000).
 * @summary List a set's rows
 */
export const listEvaluationRowsPathProjectIdMax = 64;


export const listEvaluationRowsPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listEvaluationRowsPathWorkflowIdMax = 64;


export const listEvaluationRowsPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listEvaluationRowsPathSetIdMax = 64;


export const listEvaluationRowsPathSetIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListEvaluationRowsParams = zod.object({
  "projectId": zod.string().min(1).max(listEvaluationRowsPathProjectIdMax).regex(listEvaluationRowsPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(listEvaluationRowsPathWorkflowIdMax).regex(listEvaluationRowsPathWorkflowIdRegExp).describe('The workflow.'),
  "setId": zod.string().min(1).max(listEvaluationRowsPathSetIdMax).regex(listEvaluationRowsPathSetIdRegExp).describe('The evaluation set.')
})

export const listEvaluationRowsQueryPageDefault = 1;
export const listEvaluationRowsQueryPageMax = 100000;

export const listEvaluationRowsQueryPageSizeDefault = 100;
export const listEvaluationRowsQueryPageSizeMin = 10;
export const listEvaluationRowsQueryPageSizeMax = 1000;



export const ListEvaluationRowsQueryParams = zod.object({
  "page": zod.int().min(1).max(listEvaluationRowsQueryPageMax).default(listEvaluationRowsQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listEvaluationRowsQueryPageSizeMin).max(listEvaluationRowsQueryPageSizeMax).default(listEvaluationRowsQueryPageSizeDefault).describe('Items per page (at least 10, at most 1,000).')
})

export const listEvaluationRowsHeaderIdpMax = 64;

export const listEvaluationRowsHeaderAiwTenantIdMax = 64;


export const listEvaluationRowsHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListEvaluationRowsHeader = zod.object({
  "idp": zod.string().min(1).max(listEvaluationRowsHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listEvaluationRowsHeaderAiwTenantIdMax).regex(listEvaluationRowsHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listEvaluationRowsResponseOneTotalCountMin = 0;
export const listEvaluationRowsResponseOneTotalCountMax = 10000;

export const listEvaluationRowsResponseOnePageMax = 1000;

export const listEvaluationRowsResponseOnePageSizeMin = 10;
export const listEvaluationRowsResponseOnePageSizeMax = 1000;

export const listEvaluationRowsResponseTwoItemsItemIndexMin = 0;
export const listEvaluationRowsResponseTwoItemsItemIndexMax = 9999;

export const listEvaluationRowsResponseTwoItemsItemInputsMaxOne = 100000;

export const listEvaluationRowsResponseTwoItemsItemExpectedMaxOne = 100000;

export const listEvaluationRowsResponseTwoItemsMax = 1000;



export const ListEvaluationRowsResponse = zod.object({
  "totalCount": zod.int().min(listEvaluationRowsResponseOneTotalCountMin).max(listEvaluationRowsResponseOneTotalCountMax),
  "page": zod.int().min(1).max(listEvaluationRowsResponseOnePageMax),
  "pageSize": zod.int().min(listEvaluationRowsResponseOnePageSizeMin).max(listEvaluationRowsResponseOnePageSizeMax)
}).describe('The paging fields of the lists of rows (a set\'s rows, a run\'s results, a comparison), pages of up to 1,000.').and(zod.object({
  "items": zod.array(zod.object({
  "index": zod.int().min(listEvaluationRowsResponseTwoItemsItemIndexMin).max(listEvaluationRowsResponseTwoItemsItemIndexMax),
  "inputs": zod.record(zod.string(), zod.string().max(listEvaluationRowsResponseTwoItemsItemInputsMaxOne).describe('One cell of a row (an input value, an expected answer or an output), as text.')).describe('Values by variable (inputs by start variable, expected answers by end-node output).'),
  "expected": zod.record(zod.string(), zod.string().max(listEvaluationRowsResponseTwoItemsItemExpectedMaxOne).describe('One cell of a row (an input value, an expected answer or an output), as text.')).describe('Values by variable (inputs by start variable, expected answers by end-node output).')
}).describe('A stored row of a set (index from 0, in the order the rows were given).')).max(listEvaluationRowsResponseTwoItemsMax)
}))

/**
 * Appends 1 to 100 rows at the end of the set; each gives a value for every start variable of the set (400 `rows.<i>.inputs.<variable>`) and only the set's outputs as expected answers. A set holds at most 10,000 rows (400 'rows').
 * @summary Add rows to a set by hand
 */
export const addEvaluationRowsPathProjectIdMax = 64;


export const addEvaluationRowsPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const addEvaluationRowsPathWorkflowIdMax = 64;


export const addEvaluationRowsPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const addEvaluationRowsPathSetIdMax = 64;


export const addEvaluationRowsPathSetIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const AddEvaluationRowsParams = zod.object({
  "projectId": zod.string().min(1).max(addEvaluationRowsPathProjectIdMax).regex(addEvaluationRowsPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(addEvaluationRowsPathWorkflowIdMax).regex(addEvaluationRowsPathWorkflowIdRegExp).describe('The workflow.'),
  "setId": zod.string().min(1).max(addEvaluationRowsPathSetIdMax).regex(addEvaluationRowsPathSetIdRegExp).describe('The evaluation set.')
})

export const addEvaluationRowsHeaderIdpMax = 64;

export const addEvaluationRowsHeaderAiwTenantIdMax = 64;


export const addEvaluationRowsHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const AddEvaluationRowsHeader = zod.object({
  "idp": zod.string().min(1).max(addEvaluationRowsHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(addEvaluationRowsHeaderAiwTenantIdMax).regex(addEvaluationRowsHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const addEvaluationRowsBodyRowsItemInputsMaxOne = 100000;

export const addEvaluationRowsBodyRowsItemExpectedMaxOne = 100000;

export const addEvaluationRowsBodyRowsMax = 100;



export const AddEvaluationRowsBody = zod.strictObject({
  "rows": zod.array(zod.strictObject({
  "inputs": zod.record(zod.string(), zod.string().max(addEvaluationRowsBodyRowsItemInputsMaxOne).describe('One cell of a row (an input value, an expected answer or an output), as text.')).describe('Values by variable (inputs by start variable, expected answers by end-node output).'),
  "expected": zod.record(zod.string(), zod.string().max(addEvaluationRowsBodyRowsItemExpectedMaxOne).describe('One cell of a row (an input value, an expected answer or an output), as text.')).describe('Values by variable (inputs by start variable, expected answers by end-node output).')
}).describe('A row as given: a value for each start variable and the expected answer of each checked output.')).min(1).max(addEvaluationRowsBodyRowsMax)
}).describe('Rows added by hand at the end of the set (1 to 100 at a time; a set holds at most 10,000 rows).')

export const addEvaluationRowsResponseIdMax = 64;


export const addEvaluationRowsResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const addEvaluationRowsResponseWorkflowIdMax = 64;


export const addEvaluationRowsResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const addEvaluationRowsResponseNameMax = 100;

export const addEvaluationRowsResponseDescriptionMax = 1000;

export const addEvaluationRowsResponseOutputsItemNameMax = 64;

export const addEvaluationRowsResponseOutputsItemScorerOneNormalizeWidthDefault = true;
export const addEvaluationRowsResponseOutputsItemScorerOneNormalizeCaseDefault = true;
export const addEvaluationRowsResponseOutputsItemScorerOneNormalizeWhitespaceDefault = true;
export const addEvaluationRowsResponseOutputsItemScorerTwoNormalizeWidthDefault = true;
export const addEvaluationRowsResponseOutputsItemScorerTwoNormalizeCaseDefault = true;
export const addEvaluationRowsResponseOutputsItemScorerTwoNormalizeWhitespaceDefault = true;
export const addEvaluationRowsResponseOutputsItemScorerThreePatternMax = 500;

export const addEvaluationRowsResponseOutputsItemScorerThreeIgnoreCaseDefault = false;
export const addEvaluationRowsResponseOutputsItemScorerFiveToleranceMin = 0;
export const addEvaluationRowsResponseOutputsItemScorerFiveToleranceMax = 1000000000;

export const addEvaluationRowsResponseOutputsItemScorerFiveRelativeDefault = false;
export const addEvaluationRowsResponseOutputsItemScorerSixModelMax = 100;

export const addEvaluationRowsResponseOutputsItemScorerSixRubricMax = 4000;

export const addEvaluationRowsResponseOutputsItemScorerSixThresholdMin = 0;
export const addEvaluationRowsResponseOutputsItemScorerSixThresholdMax = 1;

export const addEvaluationRowsResponseOutputsMax = 20;

export const addEvaluationRowsResponseInputNamesItemMax = 64;

export const addEvaluationRowsResponseInputNamesMax = 50;

export const addEvaluationRowsResponseRowCountMin = 0;
export const addEvaluationRowsResponseRowCountMax = 10000;

export const addEvaluationRowsResponseSourceDatasetFileIdMax = 64;


export const addEvaluationRowsResponseSourceDatasetFileIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const addEvaluationRowsResponseSourceDatasetFileNameMax = 255;


export const addEvaluationRowsResponseSourceDatasetFileNameRegExp = new RegExp('^(?!\\.\\.?$)[^/\\\\\\x00-\\x1f\\x7f]{1,255}$');
export const addEvaluationRowsResponseCreatedAtMax = 40;

export const addEvaluationRowsResponseCreatedByIdMax = 64;

export const addEvaluationRowsResponseCreatedByNameMax = 200;

export const addEvaluationRowsResponseUpdatedAtMax = 40;



export const AddEvaluationRowsResponse = zod.object({
  "id": zod.string().min(1).max(addEvaluationRowsResponseIdMax).regex(addEvaluationRowsResponseIdRegExp).describe('An opaque identifier.'),
  "workflowId": zod.string().min(1).max(addEvaluationRowsResponseWorkflowIdMax).regex(addEvaluationRowsResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(addEvaluationRowsResponseNameMax).describe('A set\'s name, unique per workflow (compared after trimming; 409 EvaluationSetNameConflict).'),
  "description": zod.string().max(addEvaluationRowsResponseDescriptionMax).optional().describe('What the set checks (an empty value clears it).'),
  "outputs": zod.array(zod.object({
  "name": zod.string().min(1).max(addEvaluationRowsResponseOutputsItemNameMax).describe('A start-node variable or an end-node output of the workflow.'),
  "scorer": zod.union([zod.object({
  "type": zod.enum(['SCORER_TYPE_EXACT_MATCH']),
  "normalize": zod.object({
  "width": zod.boolean().default(addEvaluationRowsResponseOutputsItemScorerOneNormalizeWidthDefault),
  "case": zod.boolean().default(addEvaluationRowsResponseOutputsItemScorerOneNormalizeCaseDefault),
  "whitespace": zod.boolean().default(addEvaluationRowsResponseOutputsItemScorerOneNormalizeWhitespaceDefault)
}).optional().describe('How output and expected answer are normalised before they are compared. width: Unicode NFKC (full-width and half-width letters, digits and katakana folded: `ＡＢＣ１２３` = `ABC123`, `ｶﾀｶﾅ` = `カタカナ`); case: case-insensitive; whitespace: trimmed and runs of whitespace (the ideographic space U+3000 included) collapsed to one space. Each defaults to true.')
}).describe('Score 1 when the normalised output equals the normalised expected answer, else 0.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_CONTAINS']),
  "normalize": zod.object({
  "width": zod.boolean().default(addEvaluationRowsResponseOutputsItemScorerTwoNormalizeWidthDefault),
  "case": zod.boolean().default(addEvaluationRowsResponseOutputsItemScorerTwoNormalizeCaseDefault),
  "whitespace": zod.boolean().default(addEvaluationRowsResponseOutputsItemScorerTwoNormalizeWhitespaceDefault)
}).optional().describe('How output and expected answer are normalised before they are compared. width: Unicode NFKC (full-width and half-width letters, digits and katakana folded: `ＡＢＣ１２３` = `ABC123`, `ｶﾀｶﾅ` = `カタカナ`); case: case-insensitive; whitespace: trimmed and runs of whitespace (the ideographic space U+3000 included) collapsed to one space. Each defaults to true.')
}).describe('Score 1 when the normalised output contains the normalised expected answer, else 0.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_REGEX']),
  "pattern": zod.string().min(1).max(addEvaluationRowsResponseOutputsItemScorerThreePatternMax),
  "ignoreCase": zod.boolean().default(addEvaluationRowsResponseOutputsItemScorerThreeIgnoreCaseDefault)
}).describe('Score 1 when the pattern matches anywhere in the output. The pattern runs on a safe engine (RE2 syntax, linear time): a backreference (`\\1`, `\\k<name>`) or a lookaround (`(?=`, `(?!`, `(?<=`, `(?<!`) is refused, as is a pattern that does not compile: 400 naming the field `outputs.<i>.scorer.pattern`, the detail says why.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_JSON_SCHEMA']),
  "schema": zod.looseObject({

}).describe('The JSON Schema (at most 10,000 characters serialised).')
}).describe('Pass when the output parses as JSON and is valid against the schema (JSON Schema draft 2020-12). A schema that is not a valid JSON Schema, or longer than 10,000 characters serialised, is refused with 400.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_NUMERIC']),
  "tolerance": zod.number().min(addEvaluationRowsResponseOutputsItemScorerFiveToleranceMin).max(addEvaluationRowsResponseOutputsItemScorerFiveToleranceMax),
  "relative": zod.boolean().default(addEvaluationRowsResponseOutputsItemScorerFiveRelativeDefault)
}).describe('Reads the first number in the output and in the expected answer (full-width digits, `，` thousands separators and `．` read as ASCII); pass when |output − expected| ≤ tolerance (× |expected| when relative). Score 1 or 0; an output without a number scores 0.'),zod.object({
  "type": zod.enum(['SCORER_TYPE_LLM_JUDGE']),
  "model": zod.string().min(1).max(addEvaluationRowsResponseOutputsItemScorerSixModelMax).describe('The judging model (an id of listModels).'),
  "rubric": zod.string().min(1).max(addEvaluationRowsResponseOutputsItemScorerSixRubricMax),
  "threshold": zod.number().min(addEvaluationRowsResponseOutputsItemScorerSixThresholdMin).max(addEvaluationRowsResponseOutputsItemScorerSixThresholdMax)
}).describe('A model judges the output against the expected answer and the rubric: a score in 0..1 and a one-line reason; pass when the score is at least the threshold.')]).describe('How one output of a row is scored (closed schemas, one per type).')
}).describe('An end-node output the set checks and how it is scored.')).min(1).max(addEvaluationRowsResponseOutputsMax).describe('The outputs the set checks (each end-node output at most once).'),
  "inputNames": zod.array(zod.string().min(1).max(addEvaluationRowsResponseInputNamesItemMax).describe('A start-node variable or an end-node output of the workflow.')).max(addEvaluationRowsResponseInputNamesMax).describe('The start variables the rows give values for.'),
  "rowCount": zod.int().min(addEvaluationRowsResponseRowCountMin).max(addEvaluationRowsResponseRowCountMax),
  "source": zod.object({
  "type": zod.enum(['EVALUATION_SOURCE_TYPE_DATASET', 'EVALUATION_SOURCE_TYPE_DEBUG_RUNS', 'EVALUATION_SOURCE_TYPE_MANUAL']).describe('Where the set\'s rows came from.'),
  "datasetFileId": zod.string().min(1).max(addEvaluationRowsResponseSourceDatasetFileIdMax).regex(addEvaluationRowsResponseSourceDatasetFileIdRegExp).optional().describe('An opaque identifier.'),
  "datasetFileName": zod.string().min(1).max(addEvaluationRowsResponseSourceDatasetFileNameMax).regex(addEvaluationRowsResponseSourceDatasetFileNameRegExp).optional().describe('A file name as the backend accepts and stores it: a base name, never a path. 1 to 255 characters; no `/` or `\\`, not `.` or `..`, and no control characters (U+0000–U+001F, U+007F). A name that breaks the rule is refused with 400 \'Invalid file name\', never cut down to its last segment. For a multipart upload the rule applies to the file part\'s `filename` (its Content-Disposition), e.g. `../../etc/evil.csv` or `C:\\data\\evil.csv` is refused.')
}).describe('Where the set\'s rows came from (the dataset file and its name as it was when the set was made).'),
  "createdAt": zod.iso.datetime({"offset":true}).max(addEvaluationRowsResponseCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "createdBy": zod.object({
  "id": zod.string().max(addEvaluationRowsResponseCreatedByIdMax),
  "name": zod.string().max(addEvaluationRowsResponseCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(addEvaluationRowsResponseUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A set of rows with expected answers for a workflow\'s outputs, and the scorer of each output.')

/**
 * One page of the workflow's evaluation runs, newest first, filtered by set, revision and status (name filters by the set's name).
 * @summary List a workflow's evaluation runs
 */
export const listEvaluationRunsPathProjectIdMax = 64;


export const listEvaluationRunsPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listEvaluationRunsPathWorkflowIdMax = 64;


export const listEvaluationRunsPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListEvaluationRunsParams = zod.object({
  "projectId": zod.string().min(1).max(listEvaluationRunsPathProjectIdMax).regex(listEvaluationRunsPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(listEvaluationRunsPathWorkflowIdMax).regex(listEvaluationRunsPathWorkflowIdRegExp).describe('The workflow.')
})

export const listEvaluationRunsQueryPageDefault = 1;
export const listEvaluationRunsQueryPageMax = 100000;

export const listEvaluationRunsQueryPageSizeDefault = 10;
export const listEvaluationRunsQueryPageSizeMin = 10;
export const listEvaluationRunsQueryPageSizeMax = 100;

export const listEvaluationRunsQueryNameMax = 200;

export const listEvaluationRunsQuerySetIdMax = 64;


export const listEvaluationRunsQuerySetIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listEvaluationRunsQueryRevisionMax = 2147483647;



export const ListEvaluationRunsQueryParams = zod.object({
  "page": zod.int().min(1).max(listEvaluationRunsQueryPageMax).default(listEvaluationRunsQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listEvaluationRunsQueryPageSizeMin).max(listEvaluationRunsQueryPageSizeMax).default(listEvaluationRunsQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listEvaluationRunsQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).'),
  "setId": zod.string().min(1).max(listEvaluationRunsQuerySetIdMax).regex(listEvaluationRunsQuerySetIdRegExp).optional().describe('Keep only the runs of this set.'),
  "revision": zod.int().min(1).max(listEvaluationRunsQueryRevisionMax).optional().describe('Keep only the runs of this revision.'),
  "status": zod.enum(['EVALUATION_RUN_STATUS_PENDING', 'EVALUATION_RUN_STATUS_RUNNING', 'EVALUATION_RUN_STATUS_SUCCESS', 'EVALUATION_RUN_STATUS_FAILURE', 'EVALUATION_RUN_STATUS_CANCELED']).optional().describe('Keep only the runs in this status.')
})

export const listEvaluationRunsHeaderIdpMax = 64;

export const listEvaluationRunsHeaderAiwTenantIdMax = 64;


export const listEvaluationRunsHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListEvaluationRunsHeader = zod.object({
  "idp": zod.string().min(1).max(listEvaluationRunsHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listEvaluationRunsHeaderAiwTenantIdMax).regex(listEvaluationRunsHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listEvaluationRunsResponseOneTotalCountMin = 0;
export const listEvaluationRunsResponseOneTotalCountMax = 1000000;

export const listEvaluationRunsResponseOnePageMax = 100000;

export const listEvaluationRunsResponseOnePageSizeMin = 10;
export const listEvaluationRunsResponseOnePageSizeMax = 100;

export const listEvaluationRunsResponseTwoItemsItemIdMax = 64;


export const listEvaluationRunsResponseTwoItemsItemIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listEvaluationRunsResponseTwoItemsItemWorkflowIdMax = 64;


export const listEvaluationRunsResponseTwoItemsItemWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listEvaluationRunsResponseTwoItemsItemSetIdMax = 64;


export const listEvaluationRunsResponseTwoItemsItemSetIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listEvaluationRunsResponseTwoItemsItemSetNameMax = 100;

export const listEvaluationRunsResponseTwoItemsItemRevisionMax = 2147483647;

export const listEvaluationRunsResponseTwoItemsItemCountsTotalMin = 0;
export const listEvaluationRunsResponseTwoItemsItemCountsTotalMax = 10000;

export const listEvaluationRunsResponseTwoItemsItemCountsDoneMin = 0;
export const listEvaluationRunsResponseTwoItemsItemCountsDoneMax = 10000;

export const listEvaluationRunsResponseTwoItemsItemCountsPassedMin = 0;
export const listEvaluationRunsResponseTwoItemsItemCountsPassedMax = 10000;

export const listEvaluationRunsResponseTwoItemsItemCountsFailedMin = 0;
export const listEvaluationRunsResponseTwoItemsItemCountsFailedMax = 10000;

export const listEvaluationRunsResponseTwoItemsItemCountsErroredMin = 0;
export const listEvaluationRunsResponseTwoItemsItemCountsErroredMax = 10000;

export const listEvaluationRunsResponseTwoItemsItemPassRateMin = 0;
export const listEvaluationRunsResponseTwoItemsItemPassRateMax = 1;

export const listEvaluationRunsResponseTwoItemsItemMeanScoreMin = 0;
export const listEvaluationRunsResponseTwoItemsItemMeanScoreMax = 1;

export const listEvaluationRunsResponseTwoItemsItemLatencyMsP50Min = 0;
export const listEvaluationRunsResponseTwoItemsItemLatencyMsP50Max = 86400000;

export const listEvaluationRunsResponseTwoItemsItemLatencyMsP95Min = 0;
export const listEvaluationRunsResponseTwoItemsItemLatencyMsP95Max = 86400000;

export const listEvaluationRunsResponseTwoItemsItemTokensTotalMin = 0;
export const listEvaluationRunsResponseTwoItemsItemTokensTotalMax = 1000000000000;

export const listEvaluationRunsResponseTwoItemsItemEstimatedSecondsLeftMin = 0;
export const listEvaluationRunsResponseTwoItemsItemEstimatedSecondsLeftMax = 8640000;

export const listEvaluationRunsResponseTwoItemsItemStartedAtMax = 40;

export const listEvaluationRunsResponseTwoItemsItemFinishedAtMax = 40;

export const listEvaluationRunsResponseTwoItemsItemStartedByIdMax = 64;

export const listEvaluationRunsResponseTwoItemsItemStartedByNameMax = 200;

export const listEvaluationRunsResponseTwoItemsMax = 100;



export const ListEvaluationRunsResponse = zod.object({
  "totalCount": zod.int().min(listEvaluationRunsResponseOneTotalCountMin).max(listEvaluationRunsResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listEvaluationRunsResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listEvaluationRunsResponseOnePageSizeMin).max(listEvaluationRunsResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.object({
  "id": zod.string().min(1).max(listEvaluationRunsResponseTwoItemsItemIdMax).regex(listEvaluationRunsResponseTwoItemsItemIdRegExp).describe('An opaque identifier.'),
  "workflowId": zod.string().min(1).max(listEvaluationRunsResponseTwoItemsItemWorkflowIdMax).regex(listEvaluationRunsResponseTwoItemsItemWorkflowIdRegExp).describe('An opaque identifier.'),
  "setId": zod.string().min(1).max(listEvaluationRunsResponseTwoItemsItemSetIdMax).regex(listEvaluationRunsResponseTwoItemsItemSetIdRegExp).describe('An opaque identifier.'),
  "setName": zod.string().min(1).max(listEvaluationRunsResponseTwoItemsItemSetNameMax).describe('A set\'s name, unique per workflow (compared after trimming; 409 EvaluationSetNameConflict).'),
  "revision": zod.int().min(1).max(listEvaluationRunsResponseTwoItemsItemRevisionMax).describe('A saved revision of the workflow\'s graph (WorkflowGraph.revision after the save that made it). Revision 1 is the first save; the starter graph of a new workflow (revision 0) is not a saved revision.'),
  "status": zod.enum(['EVALUATION_RUN_STATUS_PENDING', 'EVALUATION_RUN_STATUS_RUNNING', 'EVALUATION_RUN_STATUS_SUCCESS', 'EVALUATION_RUN_STATUS_FAILURE', 'EVALUATION_RUN_STATUS_CANCELED']).describe('PENDING (queued), RUNNING (rows being run and scored), then SUCCESS (every row ran; rows can still fail their checks), FAILURE (the run could not go on) or CANCELED (no row runs after the cancel).'),
  "counts": zod.object({
  "total": zod.int().min(listEvaluationRunsResponseTwoItemsItemCountsTotalMin).max(listEvaluationRunsResponseTwoItemsItemCountsTotalMax),
  "done": zod.int().min(listEvaluationRunsResponseTwoItemsItemCountsDoneMin).max(listEvaluationRunsResponseTwoItemsItemCountsDoneMax),
  "passed": zod.int().min(listEvaluationRunsResponseTwoItemsItemCountsPassedMin).max(listEvaluationRunsResponseTwoItemsItemCountsPassedMax),
  "failed": zod.int().min(listEvaluationRunsResponseTwoItemsItemCountsFailedMin).max(listEvaluationRunsResponseTwoItemsItemCountsFailedMax),
  "errored": zod.int().min(listEvaluationRunsResponseTwoItemsItemCountsErroredMin).max(listEvaluationRunsResponseTwoItemsItemCountsErroredMax)
}).describe('Rows of the run; done = passed + failed + errored (errored rows did not produce their outputs).'),
  "passRate": zod.number().min(listEvaluationRunsResponseTwoItemsItemPassRateMin).max(listEvaluationRunsResponseTwoItemsItemPassRateMax).optional().describe('Passed rows over rows done; absent until a row is done.'),
  "meanScore": zod.number().min(listEvaluationRunsResponseTwoItemsItemMeanScoreMin).max(listEvaluationRunsResponseTwoItemsItemMeanScoreMax).optional().describe('The mean score of the rows done; absent until a row is done.'),
  "latencyMs": zod.object({
  "p50": zod.int().min(listEvaluationRunsResponseTwoItemsItemLatencyMsP50Min).max(listEvaluationRunsResponseTwoItemsItemLatencyMsP50Max),
  "p95": zod.int().min(listEvaluationRunsResponseTwoItemsItemLatencyMsP95Min).max(listEvaluationRunsResponseTwoItemsItemLatencyMsP95Max)
}).optional().describe('Row latency over the rows done; absent until a row is done.'),
  "tokens": zod.object({
  "total": zod.int().min(listEvaluationRunsResponseTwoItemsItemTokensTotalMin).max(listEvaluationRunsResponseTwoItemsItemTokensTotalMax)
}),
  "estimatedSecondsLeft": zod.int().min(listEvaluationRunsResponseTwoItemsItemEstimatedSecondsLeftMin).max(listEvaluationRunsResponseTwoItemsItemEstimatedSecondsLeftMax).optional().describe('About how long the rows left take; absent while pending and once finished.'),
  "startedAt": zod.iso.datetime({"offset":true}).max(listEvaluationRunsResponseTwoItemsItemStartedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(listEvaluationRunsResponseTwoItemsItemFinishedAtMax).optional().describe('When the run ended (SUCCESS, FAILURE or CANCELED); absent until then.'),
  "startedBy": zod.object({
  "id": zod.string().max(listEvaluationRunsResponseTwoItemsItemStartedByIdMax),
  "name": zod.string().max(listEvaluationRunsResponseTwoItemsItemStartedByNameMax)
}).describe('Who did something, as the studio shows it.')
}).describe('A run of a saved revision of the workflow over a set; the editor polls it while PENDING or RUNNING. passRate, meanScore and latencyMs are absent until a row is done, estimatedSecondsLeft while pending and once finished, finishedAt until the run is over.')).max(listEvaluationRunsResponseTwoItemsMax)
}))

/**
 * Starts a run of the set on a saved revision of the workflow (the latest when absent; the editor saves the draft first). Each row runs as a debug run of that revision (its trace: getDebugRun answers it once the row is done; listDebugRuns does not list it) and is scored as the set says; the run is PENDING, then RUNNING with rows done over time, then SUCCESS. A revision never saved or pruned answers 400 (`revision`), a set of another workflow 400 (`setId`); 409 EvaluationRunLimit when 3 runs of the workflow are already pending or running.
 * @summary Run a set on a saved revision
 */
export const startEvaluationRunPathProjectIdMax = 64;


export const startEvaluationRunPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const startEvaluationRunPathWorkflowIdMax = 64;


export const startEvaluationRunPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const StartEvaluationRunParams = zod.object({
  "projectId": zod.string().min(1).max(startEvaluationRunPathProjectIdMax).regex(startEvaluationRunPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(startEvaluationRunPathWorkflowIdMax).regex(startEvaluationRunPathWorkflowIdRegExp).describe('The workflow.')
})

export const startEvaluationRunHeaderIdpMax = 64;

export const startEvaluationRunHeaderAiwTenantIdMax = 64;


export const startEvaluationRunHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const StartEvaluationRunHeader = zod.object({
  "idp": zod.string().min(1).max(startEvaluationRunHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(startEvaluationRunHeaderAiwTenantIdMax).regex(startEvaluationRunHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const startEvaluationRunBodySetIdMax = 64;


export const startEvaluationRunBodySetIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const startEvaluationRunBodyRevisionMax = 2147483647;



export const StartEvaluationRunBody = zod.strictObject({
  "setId": zod.string().min(1).max(startEvaluationRunBodySetIdMax).regex(startEvaluationRunBodySetIdRegExp).describe('An opaque identifier.'),
  "revision": zod.int().min(1).max(startEvaluationRunBodyRevisionMax).optional().describe('A saved revision of the workflow\'s graph (WorkflowGraph.revision after the save that made it). Revision 1 is the first save; the starter graph of a new workflow (revision 0) is not a saved revision.')
}).describe('Runs the set on a saved revision (the latest when absent; one never saved or pruned answers 400 `revision`). 409 EvaluationRunLimit when 3 runs of the workflow are already pending or running.')

export const startEvaluationRunResponseIdMax = 64;


export const startEvaluationRunResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const startEvaluationRunResponseWorkflowIdMax = 64;


export const startEvaluationRunResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const startEvaluationRunResponseSetIdMax = 64;


export const startEvaluationRunResponseSetIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const startEvaluationRunResponseSetNameMax = 100;

export const startEvaluationRunResponseRevisionMax = 2147483647;

export const startEvaluationRunResponseCountsTotalMin = 0;
export const startEvaluationRunResponseCountsTotalMax = 10000;

export const startEvaluationRunResponseCountsDoneMin = 0;
export const startEvaluationRunResponseCountsDoneMax = 10000;

export const startEvaluationRunResponseCountsPassedMin = 0;
export const startEvaluationRunResponseCountsPassedMax = 10000;

export const startEvaluationRunResponseCountsFailedMin = 0;
export const startEvaluationRunResponseCountsFailedMax = 10000;

export const startEvaluationRunResponseCountsErroredMin = 0;
export const startEvaluationRunResponseCountsErroredMax = 10000;

export const startEvaluationRunResponsePassRateMin = 0;
export const startEvaluationRunResponsePassRateMax = 1;

export const startEvaluationRunResponseMeanScoreMin = 0;
export const startEvaluationRunResponseMeanScoreMax = 1;

export const startEvaluationRunResponseLatencyMsP50Min = 0;
export const startEvaluationRunResponseLatencyMsP50Max = 86400000;

export const startEvaluationRunResponseLatencyMsP95Min = 0;
export const startEvaluationRunResponseLatencyMsP95Max = 86400000;

export const startEvaluationRunResponseTokensTotalMin = 0;
export const startEvaluationRunResponseTokensTotalMax = 1000000000000;

export const startEvaluationRunResponseEstimatedSecondsLeftMin = 0;
export const startEvaluationRunResponseEstimatedSecondsLeftMax = 8640000;

export const startEvaluationRunResponseStartedAtMax = 40;

export const startEvaluationRunResponseFinishedAtMax = 40;

export const startEvaluationRunResponseStartedByIdMax = 64;

export const startEvaluationRunResponseStartedByNameMax = 200;



export const StartEvaluationRunResponse = zod.object({
  "id": zod.string().min(1).max(startEvaluationRunResponseIdMax).regex(startEvaluationRunResponseIdRegExp).describe('An opaque identifier.'),
  "workflowId": zod.string().min(1).max(startEvaluationRunResponseWorkflowIdMax).regex(startEvaluationRunResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "setId": zod.string().min(1).max(startEvaluationRunResponseSetIdMax).regex(startEvaluationRunResponseSetIdRegExp).describe('An opaque identifier.'),
  "setName": zod.string().min(1).max(startEvaluationRunResponseSetNameMax).describe('A set\'s name, unique per workflow (compared after trimming; 409 EvaluationSetNameConflict).'),
  "revision": zod.int().min(1).max(startEvaluationRunResponseRevisionMax).describe('A saved revision of the workflow\'s graph (WorkflowGraph.revision after the save that made it). Revision 1 is the first save; the starter graph of a new workflow (revision 0) is not a saved revision.'),
  "status": zod.enum(['EVALUATION_RUN_STATUS_PENDING', 'EVALUATION_RUN_STATUS_RUNNING', 'EVALUATION_RUN_STATUS_SUCCESS', 'EVALUATION_RUN_STATUS_FAILURE', 'EVALUATION_RUN_STATUS_CANCELED']).describe('PENDING (queued), RUNNING (rows being run and scored), then SUCCESS (every row ran; rows can still fail their checks), FAILURE (the run could not go on) or CANCELED (no row runs after the cancel).'),
  "counts": zod.object({
  "total": zod.int().min(startEvaluationRunResponseCountsTotalMin).max(startEvaluationRunResponseCountsTotalMax),
  "done": zod.int().min(startEvaluationRunResponseCountsDoneMin).max(startEvaluationRunResponseCountsDoneMax),
  "passed": zod.int().min(startEvaluationRunResponseCountsPassedMin).max(startEvaluationRunResponseCountsPassedMax),
  "failed": zod.int().min(startEvaluationRunResponseCountsFailedMin).max(startEvaluationRunResponseCountsFailedMax),
  "errored": zod.int().min(startEvaluationRunResponseCountsErroredMin).max(startEvaluationRunResponseCountsErroredMax)
}).describe('Rows of the run; done = passed + failed + errored (errored rows did not produce their outputs).'),
  "passRate": zod.number().min(startEvaluationRunResponsePassRateMin).max(startEvaluationRunResponsePassRateMax).optional().describe('Passed rows over rows done; absent until a row is done.'),
  "meanScore": zod.number().min(startEvaluationRunResponseMeanScoreMin).max(startEvaluationRunResponseMeanScoreMax).optional().describe('The mean score of the rows done; absent until a row is done.'),
  "latencyMs": zod.object({
  "p50": zod.int().min(startEvaluationRunResponseLatencyMsP50Min).max(startEvaluationRunResponseLatencyMsP50Max),
  "p95": zod.int().min(startEvaluationRunResponseLatencyMsP95Min).max(startEvaluationRunResponseLatencyMsP95Max)
}).optional().describe('Row latency over the rows done; absent until a row is done.'),
  "tokens": zod.object({
  "total": zod.int().min(startEvaluationRunResponseTokensTotalMin).max(startEvaluationRunResponseTokensTotalMax)
}),
  "estimatedSecondsLeft": zod.int().min(startEvaluationRunResponseEstimatedSecondsLeftMin).max(startEvaluationRunResponseEstimatedSecondsLeftMax).optional().describe('About how long the rows left take; absent while pending and once finished.'),
  "startedAt": zod.iso.datetime({"offset":true}).max(startEvaluationRunResponseStartedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(startEvaluationRunResponseFinishedAtMax).optional().describe('When the run ended (SUCCESS, FAILURE or CANCELED); absent until then.'),
  "startedBy": zod.object({
  "id": zod.string().max(startEvaluationRunResponseStartedByIdMax),
  "name": zod.string().max(startEvaluationRunResponseStartedByNameMax)
}).describe('Who did something, as the studio shows it.')
}).describe('A run of a saved revision of the workflow over a set; the editor polls it while PENDING or RUNNING. passRate, meanScore and latencyMs are absent until a row is done, estimatedSecondsLeft while pending and once finished, finishedAt until the run is over.')

/**
 * The run with its status, counts, pass rate, mean score, latency, tokens and the estimate of time left; poll it while PENDING or RUNNING.
 * @summary One evaluation run
 */
export const getEvaluationRunPathProjectIdMax = 64;


export const getEvaluationRunPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getEvaluationRunPathWorkflowIdMax = 64;


export const getEvaluationRunPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getEvaluationRunPathRunIdMax = 64;


export const getEvaluationRunPathRunIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetEvaluationRunParams = zod.object({
  "projectId": zod.string().min(1).max(getEvaluationRunPathProjectIdMax).regex(getEvaluationRunPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(getEvaluationRunPathWorkflowIdMax).regex(getEvaluationRunPathWorkflowIdRegExp).describe('The workflow.'),
  "runId": zod.string().min(1).max(getEvaluationRunPathRunIdMax).regex(getEvaluationRunPathRunIdRegExp).describe('The evaluation run (the head of a comparison).')
})

export const getEvaluationRunHeaderIdpMax = 64;

export const getEvaluationRunHeaderAiwTenantIdMax = 64;


export const getEvaluationRunHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetEvaluationRunHeader = zod.object({
  "idp": zod.string().min(1).max(getEvaluationRunHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getEvaluationRunHeaderAiwTenantIdMax).regex(getEvaluationRunHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getEvaluationRunResponseIdMax = 64;


export const getEvaluationRunResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getEvaluationRunResponseWorkflowIdMax = 64;


export const getEvaluationRunResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getEvaluationRunResponseSetIdMax = 64;


export const getEvaluationRunResponseSetIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getEvaluationRunResponseSetNameMax = 100;

export const getEvaluationRunResponseRevisionMax = 2147483647;

export const getEvaluationRunResponseCountsTotalMin = 0;
export const getEvaluationRunResponseCountsTotalMax = 10000;

export const getEvaluationRunResponseCountsDoneMin = 0;
export const getEvaluationRunResponseCountsDoneMax = 10000;

export const getEvaluationRunResponseCountsPassedMin = 0;
export const getEvaluationRunResponseCountsPassedMax = 10000;

export const getEvaluationRunResponseCountsFailedMin = 0;
export const getEvaluationRunResponseCountsFailedMax = 10000;

export const getEvaluationRunResponseCountsErroredMin = 0;
export const getEvaluationRunResponseCountsErroredMax = 10000;

export const getEvaluationRunResponsePassRateMin = 0;
export const getEvaluationRunResponsePassRateMax = 1;

export const getEvaluationRunResponseMeanScoreMin = 0;
export const getEvaluationRunResponseMeanScoreMax = 1;

export const getEvaluationRunResponseLatencyMsP50Min = 0;
export const getEvaluationRunResponseLatencyMsP50Max = 86400000;

export const getEvaluationRunResponseLatencyMsP95Min = 0;
export const getEvaluationRunResponseLatencyMsP95Max = 86400000;

export const getEvaluationRunResponseTokensTotalMin = 0;
export const getEvaluationRunResponseTokensTotalMax = 1000000000000;

export const getEvaluationRunResponseEstimatedSecondsLeftMin = 0;
export const getEvaluationRunResponseEstimatedSecondsLeftMax = 8640000;

export const getEvaluationRunResponseStartedAtMax = 40;

export const getEvaluationRunResponseFinishedAtMax = 40;

export const getEvaluationRunResponseStartedByIdMax = 64;

export const getEvaluationRunResponseStartedByNameMax = 200;



export const GetEvaluationRunResponse = zod.object({
  "id": zod.string().min(1).max(getEvaluationRunResponseIdMax).regex(getEvaluationRunResponseIdRegExp).describe('An opaque identifier.'),
  "workflowId": zod.string().min(1).max(getEvaluationRunResponseWorkflowIdMax).regex(getEvaluationRunResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "setId": zod.string().min(1).max(getEvaluationRunResponseSetIdMax).regex(getEvaluationRunResponseSetIdRegExp).describe('An opaque identifier.'),
  "setName": zod.string().min(1).max(getEvaluationRunResponseSetNameMax).describe('A set\'s name, unique per workflow (compared after trimming; 409 EvaluationSetNameConflict).'),
  "revision": zod.int().min(1).max(getEvaluationRunResponseRevisionMax).describe('A saved revision of the workflow\'s graph (WorkflowGraph.revision after the save that made it). Revision 1 is the first save; the starter graph of a new workflow (revision 0) is not a saved revision.'),
  "status": zod.enum(['EVALUATION_RUN_STATUS_PENDING', 'EVALUATION_RUN_STATUS_RUNNING', 'EVALUATION_RUN_STATUS_SUCCESS', 'EVALUATION_RUN_STATUS_FAILURE', 'EVALUATION_RUN_STATUS_CANCELED']).describe('PENDING (queued), RUNNING (rows being run and scored), then SUCCESS (every row ran; rows can still fail their checks), FAILURE (the run could not go on) or CANCELED (no row runs after the cancel).'),
  "counts": zod.object({
  "total": zod.int().min(getEvaluationRunResponseCountsTotalMin).max(getEvaluationRunResponseCountsTotalMax),
  "done": zod.int().min(getEvaluationRunResponseCountsDoneMin).max(getEvaluationRunResponseCountsDoneMax),
  "passed": zod.int().min(getEvaluationRunResponseCountsPassedMin).max(getEvaluationRunResponseCountsPassedMax),
  "failed": zod.int().min(getEvaluationRunResponseCountsFailedMin).max(getEvaluationRunResponseCountsFailedMax),
  "errored": zod.int().min(getEvaluationRunResponseCountsErroredMin).max(getEvaluationRunResponseCountsErroredMax)
}).describe('Rows of the run; done = passed + failed + errored (errored rows did not produce their outputs).'),
  "passRate": zod.number().min(getEvaluationRunResponsePassRateMin).max(getEvaluationRunResponsePassRateMax).optional().describe('Passed rows over rows done; absent until a row is done.'),
  "meanScore": zod.number().min(getEvaluationRunResponseMeanScoreMin).max(getEvaluationRunResponseMeanScoreMax).optional().describe('The mean score of the rows done; absent until a row is done.'),
  "latencyMs": zod.object({
  "p50": zod.int().min(getEvaluationRunResponseLatencyMsP50Min).max(getEvaluationRunResponseLatencyMsP50Max),
  "p95": zod.int().min(getEvaluationRunResponseLatencyMsP95Min).max(getEvaluationRunResponseLatencyMsP95Max)
}).optional().describe('Row latency over the rows done; absent until a row is done.'),
  "tokens": zod.object({
  "total": zod.int().min(getEvaluationRunResponseTokensTotalMin).max(getEvaluationRunResponseTokensTotalMax)
}),
  "estimatedSecondsLeft": zod.int().min(getEvaluationRunResponseEstimatedSecondsLeftMin).max(getEvaluationRunResponseEstimatedSecondsLeftMax).optional().describe('About how long the rows left take; absent while pending and once finished.'),
  "startedAt": zod.iso.datetime({"offset":true}).max(getEvaluationRunResponseStartedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(getEvaluationRunResponseFinishedAtMax).optional().describe('When the run ended (SUCCESS, FAILURE or CANCELED); absent until then.'),
  "startedBy": zod.object({
  "id": zod.string().max(getEvaluationRunResponseStartedByIdMax),
  "name": zod.string().max(getEvaluationRunResponseStartedByNameMax)
}).describe('Who did something, as the studio shows it.')
}).describe('A run of a saved revision of the workflow over a set; the editor polls it while PENDING or RUNNING. passRate, meanScore and latencyMs are absent until a row is done, estimatedSecondsLeft while pending and once finished, finishedAt until the run is over.')

/**
 * Stops a PENDING or RUNNING run: status CANCELED; the rows done keep their results and no row is done after it. A finished run answers 409 ('The evaluation run has already finished').
 * @summary Cancel an evaluation run
 */
export const cancelEvaluationRunPathProjectIdMax = 64;


export const cancelEvaluationRunPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const cancelEvaluationRunPathWorkflowIdMax = 64;


export const cancelEvaluationRunPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const cancelEvaluationRunPathRunIdMax = 64;


export const cancelEvaluationRunPathRunIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CancelEvaluationRunParams = zod.object({
  "projectId": zod.string().min(1).max(cancelEvaluationRunPathProjectIdMax).regex(cancelEvaluationRunPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(cancelEvaluationRunPathWorkflowIdMax).regex(cancelEvaluationRunPathWorkflowIdRegExp).describe('The workflow.'),
  "runId": zod.string().min(1).max(cancelEvaluationRunPathRunIdMax).regex(cancelEvaluationRunPathRunIdRegExp).describe('The evaluation run (the head of a comparison).')
})

export const cancelEvaluationRunHeaderIdpMax = 64;

export const cancelEvaluationRunHeaderAiwTenantIdMax = 64;


export const cancelEvaluationRunHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CancelEvaluationRunHeader = zod.object({
  "idp": zod.string().min(1).max(cancelEvaluationRunHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(cancelEvaluationRunHeaderAiwTenantIdMax).regex(cancelEvaluationRunHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const cancelEvaluationRunResponseIdMax = 64;


export const cancelEvaluationRunResponseIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const cancelEvaluationRunResponseWorkflowIdMax = 64;


export const cancelEvaluationRunResponseWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const cancelEvaluationRunResponseSetIdMax = 64;


export const cancelEvaluationRunResponseSetIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const cancelEvaluationRunResponseSetNameMax = 100;

export const cancelEvaluationRunResponseRevisionMax = 2147483647;

export const cancelEvaluationRunResponseCountsTotalMin = 0;
export const cancelEvaluationRunResponseCountsTotalMax = 10000;

export const cancelEvaluationRunResponseCountsDoneMin = 0;
export const cancelEvaluationRunResponseCountsDoneMax = 10000;

export const cancelEvaluationRunResponseCountsPassedMin = 0;
export const cancelEvaluationRunResponseCountsPassedMax = 10000;

export const cancelEvaluationRunResponseCountsFailedMin = 0;
export const cancelEvaluationRunResponseCountsFailedMax = 10000;

export const cancelEvaluationRunResponseCountsErroredMin = 0;
export const cancelEvaluationRunResponseCountsErroredMax = 10000;

export const cancelEvaluationRunResponsePassRateMin = 0;
export const cancelEvaluationRunResponsePassRateMax = 1;

export const cancelEvaluationRunResponseMeanScoreMin = 0;
export const cancelEvaluationRunResponseMeanScoreMax = 1;

export const cancelEvaluationRunResponseLatencyMsP50Min = 0;
export const cancelEvaluationRunResponseLatencyMsP50Max = 86400000;

export const cancelEvaluationRunResponseLatencyMsP95Min = 0;
export const cancelEvaluationRunResponseLatencyMsP95Max = 86400000;

export const cancelEvaluationRunResponseTokensTotalMin = 0;
export const cancelEvaluationRunResponseTokensTotalMax = 1000000000000;

export const cancelEvaluationRunResponseEstimatedSecondsLeftMin = 0;
export const cancelEvaluationRunResponseEstimatedSecondsLeftMax = 8640000;

export const cancelEvaluationRunResponseStartedAtMax = 40;

export const cancelEvaluationRunResponseFinishedAtMax = 40;

export const cancelEvaluationRunResponseStartedByIdMax = 64;

export const cancelEvaluationRunResponseStartedByNameMax = 200;



export const CancelEvaluationRunResponse = zod.object({
  "id": zod.string().min(1).max(cancelEvaluationRunResponseIdMax).regex(cancelEvaluationRunResponseIdRegExp).describe('An opaque identifier.'),
  "workflowId": zod.string().min(1).max(cancelEvaluationRunResponseWorkflowIdMax).regex(cancelEvaluationRunResponseWorkflowIdRegExp).describe('An opaque identifier.'),
  "setId": zod.string().min(1).max(cancelEvaluationRunResponseSetIdMax).regex(cancelEvaluationRunResponseSetIdRegExp).describe('An opaque identifier.'),
  "setName": zod.string().min(1).max(cancelEvaluationRunResponseSetNameMax).describe('A set\'s name, unique per workflow (compared after trimming; 409 EvaluationSetNameConflict).'),
  "revision": zod.int().min(1).max(cancelEvaluationRunResponseRevisionMax).describe('A saved revision of the workflow\'s graph (WorkflowGraph.revision after the save that made it). Revision 1 is the first save; the starter graph of a new workflow (revision 0) is not a saved revision.'),
  "status": zod.enum(['EVALUATION_RUN_STATUS_PENDING', 'EVALUATION_RUN_STATUS_RUNNING', 'EVALUATION_RUN_STATUS_SUCCESS', 'EVALUATION_RUN_STATUS_FAILURE', 'EVALUATION_RUN_STATUS_CANCELED']).describe('PENDING (queued), RUNNING (rows being run and scored), then SUCCESS (every row ran; rows can still fail their checks), FAILURE (the run could not go on) or CANCELED (no row runs after the cancel).'),
  "counts": zod.object({
  "total": zod.int().min(cancelEvaluationRunResponseCountsTotalMin).max(cancelEvaluationRunResponseCountsTotalMax),
  "done": zod.int().min(cancelEvaluationRunResponseCountsDoneMin).max(cancelEvaluationRunResponseCountsDoneMax),
  "passed": zod.int().min(cancelEvaluationRunResponseCountsPassedMin).max(cancelEvaluationRunResponseCountsPassedMax),
  "failed": zod.int().min(cancelEvaluationRunResponseCountsFailedMin).max(cancelEvaluationRunResponseCountsFailedMax),
  "errored": zod.int().min(cancelEvaluationRunResponseCountsErroredMin).max(cancelEvaluationRunResponseCountsErroredMax)
}).describe('Rows of the run; done = passed + failed + errored (errored rows did not produce their outputs).'),
  "passRate": zod.number().min(cancelEvaluationRunResponsePassRateMin).max(cancelEvaluationRunResponsePassRateMax).optional().describe('Passed rows over rows done; absent until a row is done.'),
  "meanScore": zod.number().min(cancelEvaluationRunResponseMeanScoreMin).max(cancelEvaluationRunResponseMeanScoreMax).optional().describe('The mean score of the rows done; absent until a row is done.'),
  "latencyMs": zod.object({
  "p50": zod.int().min(cancelEvaluationRunResponseLatencyMsP50Min).max(cancelEvaluationRunResponseLatencyMsP50Max),
  "p95": zod.int().min(cancelEvaluationRunResponseLatencyMsP95Min).max(cancelEvaluationRunResponseLatencyMsP95Max)
}).optional().describe('Row latency over the rows done; absent until a row is done.'),
  "tokens": zod.object({
  "total": zod.int().min(cancelEvaluationRunResponseTokensTotalMin).max(cancelEvaluationRunResponseTokensTotalMax)
}),
  "estimatedSecondsLeft": zod.int().min(cancelEvaluationRunResponseEstimatedSecondsLeftMin).max(cancelEvaluationRunResponseEstimatedSecondsLeftMax).optional().describe('About how long the rows left take; absent while pending and once finished.'),
  "startedAt": zod.iso.datetime({"offset":true}).max(cancelEvaluationRunResponseStartedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "finishedAt": zod.iso.datetime({"offset":true}).max(cancelEvaluationRunResponseFinishedAtMax).optional().describe('When the run ended (SUCCESS, FAILURE or CANCELED); absent until then.'),
  "startedBy": zod.object({
  "id": zod.string().max(cancelEvaluationRunResponseStartedByIdMax),
  "name": zod.string().max(cancelEvaluationRunResponseStartedByNameMax)
}).describe('Who did something, as the studio shows it.')
}).describe('A run of a saved revision of the workflow over a set; the editor polls it while PENDING or RUNNING. passRate, meanScore and latencyMs are absent until a row is done, estimatedSecondsLeft while pending and once finished, finishedAt until the run is over.')

/**
 * One page of the rows the run has done, by index (pages of up to 1,000), all of them or only the passed or failed ones (outcome; errored rows count as failed). A pending or running run answers the rows done so far, with totalCount the number done (rows run side by side, so they finish out of index order: a row appears once it is done and never changes after); a canceled run, the rows done before the cancel.
 * @summary List a run's results
 */
export const listEvaluationResultsPathProjectIdMax = 64;


export const listEvaluationResultsPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listEvaluationResultsPathWorkflowIdMax = 64;


export const listEvaluationResultsPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listEvaluationResultsPathRunIdMax = 64;


export const listEvaluationResultsPathRunIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListEvaluationResultsParams = zod.object({
  "projectId": zod.string().min(1).max(listEvaluationResultsPathProjectIdMax).regex(listEvaluationResultsPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(listEvaluationResultsPathWorkflowIdMax).regex(listEvaluationResultsPathWorkflowIdRegExp).describe('The workflow.'),
  "runId": zod.string().min(1).max(listEvaluationResultsPathRunIdMax).regex(listEvaluationResultsPathRunIdRegExp).describe('The evaluation run (the head of a comparison).')
})

export const listEvaluationResultsQueryPageDefault = 1;
export const listEvaluationResultsQueryPageMax = 100000;

export const listEvaluationResultsQueryPageSizeDefault = 100;
export const listEvaluationResultsQueryPageSizeMin = 10;
export const listEvaluationResultsQueryPageSizeMax = 1000;



export const ListEvaluationResultsQueryParams = zod.object({
  "page": zod.int().min(1).max(listEvaluationResultsQueryPageMax).default(listEvaluationResultsQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listEvaluationResultsQueryPageSizeMin).max(listEvaluationResultsQueryPageSizeMax).default(listEvaluationResultsQueryPageSizeDefault).describe('Items per page (at least 10, at most 1,000).'),
  "outcome": zod.enum(['EVALUATION_OUTCOME_ALL', 'EVALUATION_OUTCOME_PASSED', 'EVALUATION_OUTCOME_FAILED']).optional().describe('Which rows (default all).')
})

export const listEvaluationResultsHeaderIdpMax = 64;

export const listEvaluationResultsHeaderAiwTenantIdMax = 64;


export const listEvaluationResultsHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListEvaluationResultsHeader = zod.object({
  "idp": zod.string().min(1).max(listEvaluationResultsHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listEvaluationResultsHeaderAiwTenantIdMax).regex(listEvaluationResultsHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listEvaluationResultsResponseOneTotalCountMin = 0;
export const listEvaluationResultsResponseOneTotalCountMax = 10000;

export const listEvaluationResultsResponseOnePageMax = 1000;

export const listEvaluationResultsResponseOnePageSizeMin = 10;
export const listEvaluationResultsResponseOnePageSizeMax = 1000;

export const listEvaluationResultsResponseTwoItemsItemIndexMin = 0;
export const listEvaluationResultsResponseTwoItemsItemIndexMax = 9999;

export const listEvaluationResultsResponseTwoItemsItemInputsMaxOne = 100000;

export const listEvaluationResultsResponseTwoItemsItemOutputsItemNameMax = 64;

export const listEvaluationResultsResponseTwoItemsItemOutputsItemOutputMax = 100000;

export const listEvaluationResultsResponseTwoItemsItemOutputsItemExpectedMax = 100000;

export const listEvaluationResultsResponseTwoItemsItemOutputsItemScoreMin = 0;
export const listEvaluationResultsResponseTwoItemsItemOutputsItemScoreMax = 1;

export const listEvaluationResultsResponseTwoItemsItemOutputsItemReasonMax = 2000;

export const listEvaluationResultsResponseTwoItemsItemOutputsMax = 20;

export const listEvaluationResultsResponseTwoItemsItemScoreMin = 0;
export const listEvaluationResultsResponseTwoItemsItemScoreMax = 1;

export const listEvaluationResultsResponseTwoItemsItemTokensMin = 0;
export const listEvaluationResultsResponseTwoItemsItemTokensMax = 100000000;

export const listEvaluationResultsResponseTwoItemsItemLatencyMsMin = 0;
export const listEvaluationResultsResponseTwoItemsItemLatencyMsMax = 86400000;

export const listEvaluationResultsResponseTwoItemsItemDebugRunIdMax = 64;


export const listEvaluationResultsResponseTwoItemsItemDebugRunIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listEvaluationResultsResponseTwoItemsItemErrorMax = 2000;

export const listEvaluationResultsResponseTwoItemsMax = 1000;



export const ListEvaluationResultsResponse = zod.object({
  "totalCount": zod.int().min(listEvaluationResultsResponseOneTotalCountMin).max(listEvaluationResultsResponseOneTotalCountMax),
  "page": zod.int().min(1).max(listEvaluationResultsResponseOnePageMax),
  "pageSize": zod.int().min(listEvaluationResultsResponseOnePageSizeMin).max(listEvaluationResultsResponseOnePageSizeMax)
}).describe('The paging fields of the lists of rows (a set\'s rows, a run\'s results, a comparison), pages of up to 1,000.').and(zod.object({
  "items": zod.array(zod.object({
  "index": zod.int().min(listEvaluationResultsResponseTwoItemsItemIndexMin).max(listEvaluationResultsResponseTwoItemsItemIndexMax),
  "inputs": zod.record(zod.string(), zod.string().max(listEvaluationResultsResponseTwoItemsItemInputsMaxOne).describe('One cell of a row (an input value, an expected answer or an output), as text.')).describe('Values by variable (inputs by start variable, expected answers by end-node output).'),
  "outputs": zod.array(zod.object({
  "name": zod.string().min(1).max(listEvaluationResultsResponseTwoItemsItemOutputsItemNameMax).describe('A start-node variable or an end-node output of the workflow.'),
  "output": zod.string().max(listEvaluationResultsResponseTwoItemsItemOutputsItemOutputMax).describe('One cell of a row (an input value, an expected answer or an output), as text.'),
  "expected": zod.string().max(listEvaluationResultsResponseTwoItemsItemOutputsItemExpectedMax).describe('One cell of a row (an input value, an expected answer or an output), as text.'),
  "score": zod.number().min(listEvaluationResultsResponseTwoItemsItemOutputsItemScoreMin).max(listEvaluationResultsResponseTwoItemsItemOutputsItemScoreMax).describe('A score in 0..1.'),
  "pass": zod.boolean(),
  "reason": zod.string().max(listEvaluationResultsResponseTwoItemsItemOutputsItemReasonMax).optional().describe('Why (the judge\'s one-line reason, or what did not match).')
}).describe('One checked output of a row: what the workflow answered, what was expected, the score.')).max(listEvaluationResultsResponseTwoItemsItemOutputsMax),
  "pass": zod.boolean(),
  "score": zod.number().min(listEvaluationResultsResponseTwoItemsItemScoreMin).max(listEvaluationResultsResponseTwoItemsItemScoreMax).describe('A score in 0..1.'),
  "tokens": zod.int().min(listEvaluationResultsResponseTwoItemsItemTokensMin).max(listEvaluationResultsResponseTwoItemsItemTokensMax),
  "latencyMs": zod.int().min(listEvaluationResultsResponseTwoItemsItemLatencyMsMin).max(listEvaluationResultsResponseTwoItemsItemLatencyMsMax),
  "debugRunId": zod.string().min(1).max(listEvaluationResultsResponseTwoItemsItemDebugRunIdMax).regex(listEvaluationResultsResponseTwoItemsItemDebugRunIdRegExp).describe('An opaque identifier.'),
  "error": zod.string().max(listEvaluationResultsResponseTwoItemsItemErrorMax).optional()
}).describe('A row of a run: its inputs, each checked output, whether the row passed (every output passed), its score (the mean of the outputs\' scores), tokens, latency and the debug run it ran as (its trace). A row whose workflow run failed has an error, no outputs and a score of 0.')).max(listEvaluationResultsResponseTwoItemsMax)
}))

/**
 * The run (head) against the base run, row by row: regressed first, then improved, new, removed and unchanged (by index within each), filtered by change; with the counts of every change. Both runs must be of the same set (400 `baseRunId` otherwise).
 * @summary Compare a run with a base run
 */
export const compareEvaluationRunsPathProjectIdMax = 64;


export const compareEvaluationRunsPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const compareEvaluationRunsPathWorkflowIdMax = 64;


export const compareEvaluationRunsPathWorkflowIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const compareEvaluationRunsPathRunIdMax = 64;


export const compareEvaluationRunsPathRunIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const compareEvaluationRunsPathBaseRunIdMax = 64;


export const compareEvaluationRunsPathBaseRunIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CompareEvaluationRunsParams = zod.object({
  "projectId": zod.string().min(1).max(compareEvaluationRunsPathProjectIdMax).regex(compareEvaluationRunsPathProjectIdRegExp).describe('The project.'),
  "workflowId": zod.string().min(1).max(compareEvaluationRunsPathWorkflowIdMax).regex(compareEvaluationRunsPathWorkflowIdRegExp).describe('The workflow.'),
  "runId": zod.string().min(1).max(compareEvaluationRunsPathRunIdMax).regex(compareEvaluationRunsPathRunIdRegExp).describe('The evaluation run (the head of a comparison).'),
  "baseRunId": zod.string().min(1).max(compareEvaluationRunsPathBaseRunIdMax).regex(compareEvaluationRunsPathBaseRunIdRegExp).describe('The run compared against (of the same set).')
})

export const compareEvaluationRunsQueryPageDefault = 1;
export const compareEvaluationRunsQueryPageMax = 100000;

export const compareEvaluationRunsQueryPageSizeDefault = 100;
export const compareEvaluationRunsQueryPageSizeMin = 10;
export const compareEvaluationRunsQueryPageSizeMax = 1000;



export const CompareEvaluationRunsQueryParams = zod.object({
  "page": zod.int().min(1).max(compareEvaluationRunsQueryPageMax).default(compareEvaluationRunsQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(compareEvaluationRunsQueryPageSizeMin).max(compareEvaluationRunsQueryPageSizeMax).default(compareEvaluationRunsQueryPageSizeDefault).describe('Items per page (at least 10, at most 1,000).'),
  "change": zod.enum(['EVALUATION_ROW_CHANGE_REGRESSED', 'EVALUATION_ROW_CHANGE_IMPROVED', 'EVALUATION_ROW_CHANGE_UNCHANGED', 'EVALUATION_ROW_CHANGE_NEW', 'EVALUATION_ROW_CHANGE_REMOVED']).optional().describe('Keep only the rows of this change.')
})

export const compareEvaluationRunsHeaderIdpMax = 64;

export const compareEvaluationRunsHeaderAiwTenantIdMax = 64;


export const compareEvaluationRunsHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CompareEvaluationRunsHeader = zod.object({
  "idp": zod.string().min(1).max(compareEvaluationRunsHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(compareEvaluationRunsHeaderAiwTenantIdMax).regex(compareEvaluationRunsHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const compareEvaluationRunsResponseOneTotalCountMin = 0;
export const compareEvaluationRunsResponseOneTotalCountMax = 10000;

export const compareEvaluationRunsResponseOnePageMax = 1000;

export const compareEvaluationRunsResponseOnePageSizeMin = 10;
export const compareEvaluationRunsResponseOnePageSizeMax = 1000;

export const compareEvaluationRunsResponseTwoBaseRunIdMax = 64;


export const compareEvaluationRunsResponseTwoBaseRunIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const compareEvaluationRunsResponseTwoHeadRunIdMax = 64;


export const compareEvaluationRunsResponseTwoHeadRunIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const compareEvaluationRunsResponseTwoCountsRegressedMin = 0;
export const compareEvaluationRunsResponseTwoCountsRegressedMax = 10000;

export const compareEvaluationRunsResponseTwoCountsImprovedMin = 0;
export const compareEvaluationRunsResponseTwoCountsImprovedMax = 10000;

export const compareEvaluationRunsResponseTwoCountsUnchangedMin = 0;
export const compareEvaluationRunsResponseTwoCountsUnchangedMax = 10000;

export const compareEvaluationRunsResponseTwoCountsNewMin = 0;
export const compareEvaluationRunsResponseTwoCountsNewMax = 10000;

export const compareEvaluationRunsResponseTwoCountsRemovedMin = 0;
export const compareEvaluationRunsResponseTwoCountsRemovedMax = 10000;

export const compareEvaluationRunsResponseTwoItemsItemIndexMin = 0;
export const compareEvaluationRunsResponseTwoItemsItemIndexMax = 9999;

export const compareEvaluationRunsResponseTwoItemsItemBaseOneIndexMin = 0;
export const compareEvaluationRunsResponseTwoItemsItemBaseOneIndexMax = 9999;

export const compareEvaluationRunsResponseTwoItemsItemBaseOneInputsMaxOne = 100000;

export const compareEvaluationRunsResponseTwoItemsItemBaseOneOutputsItemNameMax = 64;

export const compareEvaluationRunsResponseTwoItemsItemBaseOneOutputsItemOutputMax = 100000;

export const compareEvaluationRunsResponseTwoItemsItemBaseOneOutputsItemExpectedMax = 100000;

export const compareEvaluationRunsResponseTwoItemsItemBaseOneOutputsItemScoreMin = 0;
export const compareEvaluationRunsResponseTwoItemsItemBaseOneOutputsItemScoreMax = 1;

export const compareEvaluationRunsResponseTwoItemsItemBaseOneOutputsItemReasonMax = 2000;

export const compareEvaluationRunsResponseTwoItemsItemBaseOneOutputsMax = 20;

export const compareEvaluationRunsResponseTwoItemsItemBaseOneScoreMin = 0;
export const compareEvaluationRunsResponseTwoItemsItemBaseOneScoreMax = 1;

export const compareEvaluationRunsResponseTwoItemsItemBaseOneTokensMin = 0;
export const compareEvaluationRunsResponseTwoItemsItemBaseOneTokensMax = 100000000;

export const compareEvaluationRunsResponseTwoItemsItemBaseOneLatencyMsMin = 0;
export const compareEvaluationRunsResponseTwoItemsItemBaseOneLatencyMsMax = 86400000;

export const compareEvaluationRunsResponseTwoItemsItemBaseOneDebugRunIdMax = 64;


export const compareEvaluationRunsResponseTwoItemsItemBaseOneDebugRunIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const compareEvaluationRunsResponseTwoItemsItemBaseOneErrorMax = 2000;

export const compareEvaluationRunsResponseTwoItemsItemHeadOneIndexMin = 0;
export const compareEvaluationRunsResponseTwoItemsItemHeadOneIndexMax = 9999;

export const compareEvaluationRunsResponseTwoItemsItemHeadOneInputsMaxOne = 100000;

export const compareEvaluationRunsResponseTwoItemsItemHeadOneOutputsItemNameMax = 64;

export const compareEvaluationRunsResponseTwoItemsItemHeadOneOutputsItemOutputMax = 100000;

export const compareEvaluationRunsResponseTwoItemsItemHeadOneOutputsItemExpectedMax = 100000;

export const compareEvaluationRunsResponseTwoItemsItemHeadOneOutputsItemScoreMin = 0;
export const compareEvaluationRunsResponseTwoItemsItemHeadOneOutputsItemScoreMax = 1;

export const compareEvaluationRunsResponseTwoItemsItemHeadOneOutputsItemReasonMax = 2000;

export const compareEvaluationRunsResponseTwoItemsItemHeadOneOutputsMax = 20;

export const compareEvaluationRunsResponseTwoItemsItemHeadOneScoreMin = 0;
export const compareEvaluationRunsResponseTwoItemsItemHeadOneScoreMax = 1;

export const compareEvaluationRunsResponseTwoItemsItemHeadOneTokensMin = 0;
export const compareEvaluationRunsResponseTwoItemsItemHeadOneTokensMax = 100000000;

export const compareEvaluationRunsResponseTwoItemsItemHeadOneLatencyMsMin = 0;
export const compareEvaluationRunsResponseTwoItemsItemHeadOneLatencyMsMax = 86400000;

export const compareEvaluationRunsResponseTwoItemsItemHeadOneDebugRunIdMax = 64;


export const compareEvaluationRunsResponseTwoItemsItemHeadOneDebugRunIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const compareEvaluationRunsResponseTwoItemsItemHeadOneErrorMax = 2000;

export const compareEvaluationRunsResponseTwoItemsMax = 1000;



export const CompareEvaluationRunsResponse = zod.object({
  "totalCount": zod.int().min(compareEvaluationRunsResponseOneTotalCountMin).max(compareEvaluationRunsResponseOneTotalCountMax),
  "page": zod.int().min(1).max(compareEvaluationRunsResponseOnePageMax),
  "pageSize": zod.int().min(compareEvaluationRunsResponseOnePageSizeMin).max(compareEvaluationRunsResponseOnePageSizeMax)
}).describe('The paging fields of the lists of rows (a set\'s rows, a run\'s results, a comparison), pages of up to 1,000.').and(zod.object({
  "baseRunId": zod.string().min(1).max(compareEvaluationRunsResponseTwoBaseRunIdMax).regex(compareEvaluationRunsResponseTwoBaseRunIdRegExp).describe('An opaque identifier.'),
  "headRunId": zod.string().min(1).max(compareEvaluationRunsResponseTwoHeadRunIdMax).regex(compareEvaluationRunsResponseTwoHeadRunIdRegExp).describe('An opaque identifier.'),
  "counts": zod.object({
  "regressed": zod.int().min(compareEvaluationRunsResponseTwoCountsRegressedMin).max(compareEvaluationRunsResponseTwoCountsRegressedMax),
  "improved": zod.int().min(compareEvaluationRunsResponseTwoCountsImprovedMin).max(compareEvaluationRunsResponseTwoCountsImprovedMax),
  "unchanged": zod.int().min(compareEvaluationRunsResponseTwoCountsUnchangedMin).max(compareEvaluationRunsResponseTwoCountsUnchangedMax),
  "new": zod.int().min(compareEvaluationRunsResponseTwoCountsNewMin).max(compareEvaluationRunsResponseTwoCountsNewMax),
  "removed": zod.int().min(compareEvaluationRunsResponseTwoCountsRemovedMin).max(compareEvaluationRunsResponseTwoCountsRemovedMax)
}).describe('Rows of each change over the whole comparison (whatever the filter).'),
  "items": zod.array(zod.object({
  "index": zod.int().min(compareEvaluationRunsResponseTwoItemsItemIndexMin).max(compareEvaluationRunsResponseTwoItemsItemIndexMax),
  "change": zod.enum(['EVALUATION_ROW_CHANGE_REGRESSED', 'EVALUATION_ROW_CHANGE_IMPROVED', 'EVALUATION_ROW_CHANGE_UNCHANGED', 'EVALUATION_ROW_CHANGE_NEW', 'EVALUATION_ROW_CHANGE_REMOVED']).describe('How a row moved from the base run to the head run. REGRESSED: passed in base and fails in head (or the same pass and the score dropped by 0.1 or more); IMPROVED: the reverse; NEW: only in head; REMOVED: only in base; otherwise UNCHANGED.'),
  "base": zod.union([zod.object({
  "index": zod.int().min(compareEvaluationRunsResponseTwoItemsItemBaseOneIndexMin).max(compareEvaluationRunsResponseTwoItemsItemBaseOneIndexMax),
  "inputs": zod.record(zod.string(), zod.string().max(compareEvaluationRunsResponseTwoItemsItemBaseOneInputsMaxOne).describe('One cell of a row (an input value, an expected answer or an output), as text.')).describe('Values by variable (inputs by start variable, expected answers by end-node output).'),
  "outputs": zod.array(zod.object({
  "name": zod.string().min(1).max(compareEvaluationRunsResponseTwoItemsItemBaseOneOutputsItemNameMax).describe('A start-node variable or an end-node output of the workflow.'),
  "output": zod.string().max(compareEvaluationRunsResponseTwoItemsItemBaseOneOutputsItemOutputMax).describe('One cell of a row (an input value, an expected answer or an output), as text.'),
  "expected": zod.string().max(compareEvaluationRunsResponseTwoItemsItemBaseOneOutputsItemExpectedMax).describe('One cell of a row (an input value, an expected answer or an output), as text.'),
  "score": zod.number().min(compareEvaluationRunsResponseTwoItemsItemBaseOneOutputsItemScoreMin).max(compareEvaluationRunsResponseTwoItemsItemBaseOneOutputsItemScoreMax).describe('A score in 0..1.'),
  "pass": zod.boolean(),
  "reason": zod.string().max(compareEvaluationRunsResponseTwoItemsItemBaseOneOutputsItemReasonMax).optional().describe('Why (the judge\'s one-line reason, or what did not match).')
}).describe('One checked output of a row: what the workflow answered, what was expected, the score.')).max(compareEvaluationRunsResponseTwoItemsItemBaseOneOutputsMax),
  "pass": zod.boolean(),
  "score": zod.number().min(compareEvaluationRunsResponseTwoItemsItemBaseOneScoreMin).max(compareEvaluationRunsResponseTwoItemsItemBaseOneScoreMax).describe('A score in 0..1.'),
  "tokens": zod.int().min(compareEvaluationRunsResponseTwoItemsItemBaseOneTokensMin).max(compareEvaluationRunsResponseTwoItemsItemBaseOneTokensMax),
  "latencyMs": zod.int().min(compareEvaluationRunsResponseTwoItemsItemBaseOneLatencyMsMin).max(compareEvaluationRunsResponseTwoItemsItemBaseOneLatencyMsMax),
  "debugRunId": zod.string().min(1).max(compareEvaluationRunsResponseTwoItemsItemBaseOneDebugRunIdMax).regex(compareEvaluationRunsResponseTwoItemsItemBaseOneDebugRunIdRegExp).describe('An opaque identifier.'),
  "error": zod.string().max(compareEvaluationRunsResponseTwoItemsItemBaseOneErrorMax).optional()
}).describe('A row of a run: its inputs, each checked output, whether the row passed (every output passed), its score (the mean of the outputs\' scores), tokens, latency and the debug run it ran as (its trace). A row whose workflow run failed has an error, no outputs and a score of 0.'),zod.null()]),
  "head": zod.union([zod.object({
  "index": zod.int().min(compareEvaluationRunsResponseTwoItemsItemHeadOneIndexMin).max(compareEvaluationRunsResponseTwoItemsItemHeadOneIndexMax),
  "inputs": zod.record(zod.string(), zod.string().max(compareEvaluationRunsResponseTwoItemsItemHeadOneInputsMaxOne).describe('One cell of a row (an input value, an expected answer or an output), as text.')).describe('Values by variable (inputs by start variable, expected answers by end-node output).'),
  "outputs": zod.array(zod.object({
  "name": zod.string().min(1).max(compareEvaluationRunsResponseTwoItemsItemHeadOneOutputsItemNameMax).describe('A start-node variable or an end-node output of the workflow.'),
  "output": zod.string().max(compareEvaluationRunsResponseTwoItemsItemHeadOneOutputsItemOutputMax).describe('One cell of a row (an input value, an expected answer or an output), as text.'),
  "expected": zod.string().max(compareEvaluationRunsResponseTwoItemsItemHeadOneOutputsItemExpectedMax).describe('One cell of a row (an input value, an expected answer or an output), as text.'),
  "score": zod.number().min(compareEvaluationRunsResponseTwoItemsItemHeadOneOutputsItemScoreMin).max(compareEvaluationRunsResponseTwoItemsItemHeadOneOutputsItemScoreMax).describe('A score in 0..1.'),
  "pass": zod.boolean(),
  "reason": zod.string().max(compareEvaluationRunsResponseTwoItemsItemHeadOneOutputsItemReasonMax).optional().describe('Why (the judge\'s one-line reason, or what did not match).')
}).describe('One checked output of a row: what the workflow answered, what was expected, the score.')).max(compareEvaluationRunsResponseTwoItemsItemHeadOneOutputsMax),
  "pass": zod.boolean(),
  "score": zod.number().min(compareEvaluationRunsResponseTwoItemsItemHeadOneScoreMin).max(compareEvaluationRunsResponseTwoItemsItemHeadOneScoreMax).describe('A score in 0..1.'),
  "tokens": zod.int().min(compareEvaluationRunsResponseTwoItemsItemHeadOneTokensMin).max(compareEvaluationRunsResponseTwoItemsItemHeadOneTokensMax),
  "latencyMs": zod.int().min(compareEvaluationRunsResponseTwoItemsItemHeadOneLatencyMsMin).max(compareEvaluationRunsResponseTwoItemsItemHeadOneLatencyMsMax),
  "debugRunId": zod.string().min(1).max(compareEvaluationRunsResponseTwoItemsItemHeadOneDebugRunIdMax).regex(compareEvaluationRunsResponseTwoItemsItemHeadOneDebugRunIdRegExp).describe('An opaque identifier.'),
  "error": zod.string().max(compareEvaluationRunsResponseTwoItemsItemHeadOneErrorMax).optional()
}).describe('A row of a run: its inputs, each checked output, whether the row passed (every output passed), its score (the mean of the outputs\' scores), tokens, latency and the debug run it ran as (its trace). A row whose workflow run failed has an error, no outputs and a score of 0.'),zod.null()])
})).max(compareEvaluationRunsResponseTwoItemsMax)
})).describe('The rows of two runs of the same set side by side, regressed first, then improved, new, removed and unchanged (by index within each), rows a run has not done yet left out; one page of them and the counts.')

