import {
  faker
} from '@faker-js/faker';

import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import {
  EvaluationRowChange,
  EvaluationRunStatus,
  EvaluationSourceType
} from '../model';
import type {
  EvaluationComparison,
  EvaluationResult,
  EvaluationResultList,
  EvaluationRowList,
  EvaluationRun,
  EvaluationRunList,
  EvaluationSet,
  EvaluationSetList,
  ScorerContains,
  ScorerExactMatch,
  ScorerJsonSchema,
  ScorerLlmJudge,
  ScorerNumeric,
  ScorerRegex
} from '../model';


export const getListEvaluationSetsResponseScorerExactMatchMock = (overrideResponse: Partial<ScorerExactMatch> = {}): ScorerExactMatch => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_EXACT_MATCH'] as const), normalize: faker.helpers.arrayElement([{width: faker.datatype.boolean(), case: faker.datatype.boolean(), whitespace: faker.datatype.boolean()}, undefined])}, ...overrideResponse});

export const getListEvaluationSetsResponseScorerContainsMock = (overrideResponse: Partial<ScorerContains> = {}): ScorerContains => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_CONTAINS'] as const), normalize: faker.helpers.arrayElement([{width: faker.datatype.boolean(), case: faker.datatype.boolean(), whitespace: faker.datatype.boolean()}, undefined])}, ...overrideResponse});

export const getListEvaluationSetsResponseScorerRegexMock = (overrideResponse: Partial<ScorerRegex> = {}): ScorerRegex => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_REGEX'] as const), pattern: faker.string.alpha({length: {min: 1, max: 500}}), ignoreCase: faker.datatype.boolean()}, ...overrideResponse});

export const getListEvaluationSetsResponseScorerJsonSchemaMock = (overrideResponse: Partial<ScorerJsonSchema> = {}): ScorerJsonSchema => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_JSON_SCHEMA'] as const), schema: {}}, ...overrideResponse});

export const getListEvaluationSetsResponseScorerNumericMock = (overrideResponse: Partial<ScorerNumeric> = {}): ScorerNumeric => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_NUMERIC'] as const), tolerance: faker.number.float({min: 0, max: 1000000000, fractionDigits: 2}), relative: faker.datatype.boolean()}, ...overrideResponse});

export const getListEvaluationSetsResponseScorerLlmJudgeMock = (overrideResponse: Partial<ScorerLlmJudge> = {}): ScorerLlmJudge => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_LLM_JUDGE'] as const), model: faker.string.alpha({length: {min: 1, max: 100}}), rubric: faker.string.alpha({length: {min: 1, max: 4000}}), threshold: faker.number.float({min: 0, max: 1, fractionDigits: 2})}, ...overrideResponse});

export const getListEvaluationSetsResponseMock = (): EvaluationSetList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 100}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 1000}}), undefined]), outputs: Array.from({ length: faker.number.int({min: 1, max: 20}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), scorer: faker.helpers.arrayElement([{...getListEvaluationSetsResponseScorerExactMatchMock()},{...getListEvaluationSetsResponseScorerContainsMock()},{...getListEvaluationSetsResponseScorerRegexMock()},{...getListEvaluationSetsResponseScorerJsonSchemaMock()},{...getListEvaluationSetsResponseScorerNumericMock()},{...getListEvaluationSetsResponseScorerLlmJudgeMock()},])})), inputNames: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 64}}))), rowCount: faker.number.int({min: 0, max: 10000}), source: {type: faker.helpers.arrayElement(Object.values(EvaluationSourceType)), datasetFileId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), datasetFileName: faker.helpers.arrayElement([faker.helpers.fromRegExp("^(?!\\.\\.?$)[^/\\\\\\x00-\\x1f\\x7f]{1,255}$"), undefined])}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}))},})

export const getCreateEvaluationSetResponseScorerExactMatchMock = (overrideResponse: Partial<ScorerExactMatch> = {}): ScorerExactMatch => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_EXACT_MATCH'] as const), normalize: faker.helpers.arrayElement([{width: faker.datatype.boolean(), case: faker.datatype.boolean(), whitespace: faker.datatype.boolean()}, undefined])}, ...overrideResponse});

export const getCreateEvaluationSetResponseScorerContainsMock = (overrideResponse: Partial<ScorerContains> = {}): ScorerContains => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_CONTAINS'] as const), normalize: faker.helpers.arrayElement([{width: faker.datatype.boolean(), case: faker.datatype.boolean(), whitespace: faker.datatype.boolean()}, undefined])}, ...overrideResponse});

export const getCreateEvaluationSetResponseScorerRegexMock = (overrideResponse: Partial<ScorerRegex> = {}): ScorerRegex => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_REGEX'] as const), pattern: faker.string.alpha({length: {min: 1, max: 500}}), ignoreCase: faker.datatype.boolean()}, ...overrideResponse});

export const getCreateEvaluationSetResponseScorerJsonSchemaMock = (overrideResponse: Partial<ScorerJsonSchema> = {}): ScorerJsonSchema => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_JSON_SCHEMA'] as const), schema: {}}, ...overrideResponse});

export const getCreateEvaluationSetResponseScorerNumericMock = (overrideResponse: Partial<ScorerNumeric> = {}): ScorerNumeric => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_NUMERIC'] as const), tolerance: faker.number.float({min: 0, max: 1000000000, fractionDigits: 2}), relative: faker.datatype.boolean()}, ...overrideResponse});

export const getCreateEvaluationSetResponseScorerLlmJudgeMock = (overrideResponse: Partial<ScorerLlmJudge> = {}): ScorerLlmJudge => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_LLM_JUDGE'] as const), model: faker.string.alpha({length: {min: 1, max: 100}}), rubric: faker.string.alpha({length: {min: 1, max: 4000}}), threshold: faker.number.float({min: 0, max: 1, fractionDigits: 2})}, ...overrideResponse});

export const getCreateEvaluationSetResponseMock = (overrideResponse: Partial<Extract<EvaluationSet, object>> = {}): EvaluationSet => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 100}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 1000}}), undefined]), outputs: Array.from({ length: faker.number.int({min: 1, max: 20}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), scorer: faker.helpers.arrayElement([{...getCreateEvaluationSetResponseScorerExactMatchMock()},{...getCreateEvaluationSetResponseScorerContainsMock()},{...getCreateEvaluationSetResponseScorerRegexMock()},{...getCreateEvaluationSetResponseScorerJsonSchemaMock()},{...getCreateEvaluationSetResponseScorerNumericMock()},{...getCreateEvaluationSetResponseScorerLlmJudgeMock()},])})), inputNames: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 64}}))), rowCount: faker.number.int({min: 0, max: 10000}), source: {type: faker.helpers.arrayElement(Object.values(EvaluationSourceType)), datasetFileId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), datasetFileName: faker.helpers.arrayElement([faker.helpers.fromRegExp("^(?!\\.\\.?$)[^/\\\\\\x00-\\x1f\\x7f]{1,255}$"), undefined])}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getGetEvaluationSetResponseScorerExactMatchMock = (overrideResponse: Partial<ScorerExactMatch> = {}): ScorerExactMatch => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_EXACT_MATCH'] as const), normalize: faker.helpers.arrayElement([{width: faker.datatype.boolean(), case: faker.datatype.boolean(), whitespace: faker.datatype.boolean()}, undefined])}, ...overrideResponse});

export const getGetEvaluationSetResponseScorerContainsMock = (overrideResponse: Partial<ScorerContains> = {}): ScorerContains => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_CONTAINS'] as const), normalize: faker.helpers.arrayElement([{width: faker.datatype.boolean(), case: faker.datatype.boolean(), whitespace: faker.datatype.boolean()}, undefined])}, ...overrideResponse});

export const getGetEvaluationSetResponseScorerRegexMock = (overrideResponse: Partial<ScorerRegex> = {}): ScorerRegex => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_REGEX'] as const), pattern: faker.string.alpha({length: {min: 1, max: 500}}), ignoreCase: faker.datatype.boolean()}, ...overrideResponse});

export const getGetEvaluationSetResponseScorerJsonSchemaMock = (overrideResponse: Partial<ScorerJsonSchema> = {}): ScorerJsonSchema => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_JSON_SCHEMA'] as const), schema: {}}, ...overrideResponse});

export const getGetEvaluationSetResponseScorerNumericMock = (overrideResponse: Partial<ScorerNumeric> = {}): ScorerNumeric => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_NUMERIC'] as const), tolerance: faker.number.float({min: 0, max: 1000000000, fractionDigits: 2}), relative: faker.datatype.boolean()}, ...overrideResponse});

export const getGetEvaluationSetResponseScorerLlmJudgeMock = (overrideResponse: Partial<ScorerLlmJudge> = {}): ScorerLlmJudge => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_LLM_JUDGE'] as const), model: faker.string.alpha({length: {min: 1, max: 100}}), rubric: faker.string.alpha({length: {min: 1, max: 4000}}), threshold: faker.number.float({min: 0, max: 1, fractionDigits: 2})}, ...overrideResponse});

export const getGetEvaluationSetResponseMock = (overrideResponse: Partial<Extract<EvaluationSet, object>> = {}): EvaluationSet => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 100}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 1000}}), undefined]), outputs: Array.from({ length: faker.number.int({min: 1, max: 20}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), scorer: faker.helpers.arrayElement([{...getGetEvaluationSetResponseScorerExactMatchMock()},{...getGetEvaluationSetResponseScorerContainsMock()},{...getGetEvaluationSetResponseScorerRegexMock()},{...getGetEvaluationSetResponseScorerJsonSchemaMock()},{...getGetEvaluationSetResponseScorerNumericMock()},{...getGetEvaluationSetResponseScorerLlmJudgeMock()},])})), inputNames: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 64}}))), rowCount: faker.number.int({min: 0, max: 10000}), source: {type: faker.helpers.arrayElement(Object.values(EvaluationSourceType)), datasetFileId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), datasetFileName: faker.helpers.arrayElement([faker.helpers.fromRegExp("^(?!\\.\\.?$)[^/\\\\\\x00-\\x1f\\x7f]{1,255}$"), undefined])}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getUpdateEvaluationSetResponseScorerExactMatchMock = (overrideResponse: Partial<ScorerExactMatch> = {}): ScorerExactMatch => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_EXACT_MATCH'] as const), normalize: faker.helpers.arrayElement([{width: faker.datatype.boolean(), case: faker.datatype.boolean(), whitespace: faker.datatype.boolean()}, undefined])}, ...overrideResponse});

export const getUpdateEvaluationSetResponseScorerContainsMock = (overrideResponse: Partial<ScorerContains> = {}): ScorerContains => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_CONTAINS'] as const), normalize: faker.helpers.arrayElement([{width: faker.datatype.boolean(), case: faker.datatype.boolean(), whitespace: faker.datatype.boolean()}, undefined])}, ...overrideResponse});

export const getUpdateEvaluationSetResponseScorerRegexMock = (overrideResponse: Partial<ScorerRegex> = {}): ScorerRegex => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_REGEX'] as const), pattern: faker.string.alpha({length: {min: 1, max: 500}}), ignoreCase: faker.datatype.boolean()}, ...overrideResponse});

export const getUpdateEvaluationSetResponseScorerJsonSchemaMock = (overrideResponse: Partial<ScorerJsonSchema> = {}): ScorerJsonSchema => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_JSON_SCHEMA'] as const), schema: {}}, ...overrideResponse});

export const getUpdateEvaluationSetResponseScorerNumericMock = (overrideResponse: Partial<ScorerNumeric> = {}): ScorerNumeric => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_NUMERIC'] as const), tolerance: faker.number.float({min: 0, max: 1000000000, fractionDigits: 2}), relative: faker.datatype.boolean()}, ...overrideResponse});

export const getUpdateEvaluationSetResponseScorerLlmJudgeMock = (overrideResponse: Partial<ScorerLlmJudge> = {}): ScorerLlmJudge => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_LLM_JUDGE'] as const), model: faker.string.alpha({length: {min: 1, max: 100}}), rubric: faker.string.alpha({length: {min: 1, max: 4000}}), threshold: faker.number.float({min: 0, max: 1, fractionDigits: 2})}, ...overrideResponse});

export const getUpdateEvaluationSetResponseMock = (overrideResponse: Partial<Extract<EvaluationSet, object>> = {}): EvaluationSet => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 100}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 1000}}), undefined]), outputs: Array.from({ length: faker.number.int({min: 1, max: 20}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), scorer: faker.helpers.arrayElement([{...getUpdateEvaluationSetResponseScorerExactMatchMock()},{...getUpdateEvaluationSetResponseScorerContainsMock()},{...getUpdateEvaluationSetResponseScorerRegexMock()},{...getUpdateEvaluationSetResponseScorerJsonSchemaMock()},{...getUpdateEvaluationSetResponseScorerNumericMock()},{...getUpdateEvaluationSetResponseScorerLlmJudgeMock()},])})), inputNames: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 64}}))), rowCount: faker.number.int({min: 0, max: 10000}), source: {type: faker.helpers.arrayElement(Object.values(EvaluationSourceType)), datasetFileId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), datasetFileName: faker.helpers.arrayElement([faker.helpers.fromRegExp("^(?!\\.\\.?$)[^/\\\\\\x00-\\x1f\\x7f]{1,255}$"), undefined])}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getListEvaluationRowsResponseMock = (): EvaluationRowList => ({...{totalCount: faker.number.int({min: 0, max: 10000}), page: faker.number.int({min: 1, max: 1000}), pageSize: faker.number.int({min: 10, max: 1000})},...{items: Array.from({ length: faker.number.int({min: 1, max: 1000}) }, (_, i) => i + 1).map(() => ({index: faker.number.int({min: 0, max: 9999}), inputs: {
        [faker.string.alphanumeric(5)]: faker.string.alpha({length: {min: 10, max: 100000}})
      }, expected: {
        [faker.string.alphanumeric(5)]: faker.string.alpha({length: {min: 10, max: 100000}})
      }}))},})

export const getAddEvaluationRowsResponseScorerExactMatchMock = (overrideResponse: Partial<ScorerExactMatch> = {}): ScorerExactMatch => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_EXACT_MATCH'] as const), normalize: faker.helpers.arrayElement([{width: faker.datatype.boolean(), case: faker.datatype.boolean(), whitespace: faker.datatype.boolean()}, undefined])}, ...overrideResponse});

export const getAddEvaluationRowsResponseScorerContainsMock = (overrideResponse: Partial<ScorerContains> = {}): ScorerContains => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_CONTAINS'] as const), normalize: faker.helpers.arrayElement([{width: faker.datatype.boolean(), case: faker.datatype.boolean(), whitespace: faker.datatype.boolean()}, undefined])}, ...overrideResponse});

export const getAddEvaluationRowsResponseScorerRegexMock = (overrideResponse: Partial<ScorerRegex> = {}): ScorerRegex => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_REGEX'] as const), pattern: faker.string.alpha({length: {min: 1, max: 500}}), ignoreCase: faker.datatype.boolean()}, ...overrideResponse});

export const getAddEvaluationRowsResponseScorerJsonSchemaMock = (overrideResponse: Partial<ScorerJsonSchema> = {}): ScorerJsonSchema => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_JSON_SCHEMA'] as const), schema: {}}, ...overrideResponse});

export const getAddEvaluationRowsResponseScorerNumericMock = (overrideResponse: Partial<ScorerNumeric> = {}): ScorerNumeric => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_NUMERIC'] as const), tolerance: faker.number.float({min: 0, max: 1000000000, fractionDigits: 2}), relative: faker.datatype.boolean()}, ...overrideResponse});

export const getAddEvaluationRowsResponseScorerLlmJudgeMock = (overrideResponse: Partial<ScorerLlmJudge> = {}): ScorerLlmJudge => ({...{type: faker.helpers.arrayElement(['SCORER_TYPE_LLM_JUDGE'] as const), model: faker.string.alpha({length: {min: 1, max: 100}}), rubric: faker.string.alpha({length: {min: 1, max: 4000}}), threshold: faker.number.float({min: 0, max: 1, fractionDigits: 2})}, ...overrideResponse});

export const getAddEvaluationRowsResponseMock = (overrideResponse: Partial<Extract<EvaluationSet, object>> = {}): EvaluationSet => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 100}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 1000}}), undefined]), outputs: Array.from({ length: faker.number.int({min: 1, max: 20}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), scorer: faker.helpers.arrayElement([{...getAddEvaluationRowsResponseScorerExactMatchMock()},{...getAddEvaluationRowsResponseScorerContainsMock()},{...getAddEvaluationRowsResponseScorerRegexMock()},{...getAddEvaluationRowsResponseScorerJsonSchemaMock()},{...getAddEvaluationRowsResponseScorerNumericMock()},{...getAddEvaluationRowsResponseScorerLlmJudgeMock()},])})), inputNames: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 64}}))), rowCount: faker.number.int({min: 0, max: 10000}), source: {type: faker.helpers.arrayElement(Object.values(EvaluationSourceType)), datasetFileId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), datasetFileName: faker.helpers.arrayElement([faker.helpers.fromRegExp("^(?!\\.\\.?$)[^/\\\\\\x00-\\x1f\\x7f]{1,255}$"), undefined])}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getListEvaluationRunsResponseMock = (): EvaluationRunList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), setId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), setName: faker.string.alpha({length: {min: 1, max: 100}}), revision: faker.number.int({min: 1, max: 2147483647}), status: faker.helpers.arrayElement(Object.values(EvaluationRunStatus)), counts: {total: faker.number.int({min: 0, max: 10000}), done: faker.number.int({min: 0, max: 10000}), passed: faker.number.int({min: 0, max: 10000}), failed: faker.number.int({min: 0, max: 10000}), errored: faker.number.int({min: 0, max: 10000})}, passRate: faker.helpers.arrayElement([faker.number.float({min: 0, max: 1, fractionDigits: 2}), undefined]), meanScore: faker.helpers.arrayElement([faker.number.float({min: 0, max: 1, fractionDigits: 2}), undefined]), latencyMs: faker.helpers.arrayElement([{p50: faker.number.int({min: 0, max: 86400000}), p95: faker.number.int({min: 0, max: 86400000})}, undefined]), tokens: {total: faker.number.int({min: 0, max: 1000000000000})}, estimatedSecondsLeft: faker.helpers.arrayElement([faker.number.int({min: 0, max: 8640000}), undefined]), startedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), startedBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}}))},})

export const getStartEvaluationRunResponseMock = (overrideResponse: Partial<Extract<EvaluationRun, object>> = {}): EvaluationRun => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), setId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), setName: faker.string.alpha({length: {min: 1, max: 100}}), revision: faker.number.int({min: 1, max: 2147483647}), status: faker.helpers.arrayElement(Object.values(EvaluationRunStatus)), counts: {total: faker.number.int({min: 0, max: 10000}), done: faker.number.int({min: 0, max: 10000}), passed: faker.number.int({min: 0, max: 10000}), failed: faker.number.int({min: 0, max: 10000}), errored: faker.number.int({min: 0, max: 10000})}, passRate: faker.helpers.arrayElement([faker.number.float({min: 0, max: 1, fractionDigits: 2}), undefined]), meanScore: faker.helpers.arrayElement([faker.number.float({min: 0, max: 1, fractionDigits: 2}), undefined]), latencyMs: faker.helpers.arrayElement([{p50: faker.number.int({min: 0, max: 86400000}), p95: faker.number.int({min: 0, max: 86400000})}, undefined]), tokens: {total: faker.number.int({min: 0, max: 1000000000000})}, estimatedSecondsLeft: faker.helpers.arrayElement([faker.number.int({min: 0, max: 8640000}), undefined]), startedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), startedBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, ...overrideResponse})

export const getGetEvaluationRunResponseMock = (overrideResponse: Partial<Extract<EvaluationRun, object>> = {}): EvaluationRun => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), setId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), setName: faker.string.alpha({length: {min: 1, max: 100}}), revision: faker.number.int({min: 1, max: 2147483647}), status: faker.helpers.arrayElement(Object.values(EvaluationRunStatus)), counts: {total: faker.number.int({min: 0, max: 10000}), done: faker.number.int({min: 0, max: 10000}), passed: faker.number.int({min: 0, max: 10000}), failed: faker.number.int({min: 0, max: 10000}), errored: faker.number.int({min: 0, max: 10000})}, passRate: faker.helpers.arrayElement([faker.number.float({min: 0, max: 1, fractionDigits: 2}), undefined]), meanScore: faker.helpers.arrayElement([faker.number.float({min: 0, max: 1, fractionDigits: 2}), undefined]), latencyMs: faker.helpers.arrayElement([{p50: faker.number.int({min: 0, max: 86400000}), p95: faker.number.int({min: 0, max: 86400000})}, undefined]), tokens: {total: faker.number.int({min: 0, max: 1000000000000})}, estimatedSecondsLeft: faker.helpers.arrayElement([faker.number.int({min: 0, max: 8640000}), undefined]), startedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), startedBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, ...overrideResponse})

export const getCancelEvaluationRunResponseMock = (overrideResponse: Partial<Extract<EvaluationRun, object>> = {}): EvaluationRun => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), setId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), setName: faker.string.alpha({length: {min: 1, max: 100}}), revision: faker.number.int({min: 1, max: 2147483647}), status: faker.helpers.arrayElement(Object.values(EvaluationRunStatus)), counts: {total: faker.number.int({min: 0, max: 10000}), done: faker.number.int({min: 0, max: 10000}), passed: faker.number.int({min: 0, max: 10000}), failed: faker.number.int({min: 0, max: 10000}), errored: faker.number.int({min: 0, max: 10000})}, passRate: faker.helpers.arrayElement([faker.number.float({min: 0, max: 1, fractionDigits: 2}), undefined]), meanScore: faker.helpers.arrayElement([faker.number.float({min: 0, max: 1, fractionDigits: 2}), undefined]), latencyMs: faker.helpers.arrayElement([{p50: faker.number.int({min: 0, max: 86400000}), p95: faker.number.int({min: 0, max: 86400000})}, undefined]), tokens: {total: faker.number.int({min: 0, max: 1000000000000})}, estimatedSecondsLeft: faker.helpers.arrayElement([faker.number.int({min: 0, max: 8640000}), undefined]), startedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), startedBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, ...overrideResponse})

export const getListEvaluationResultsResponseMock = (): EvaluationResultList => ({...{totalCount: faker.number.int({min: 0, max: 10000}), page: faker.number.int({min: 1, max: 1000}), pageSize: faker.number.int({min: 10, max: 1000})},...{items: Array.from({ length: faker.number.int({min: 1, max: 1000}) }, (_, i) => i + 1).map(() => ({index: faker.number.int({min: 0, max: 9999}), inputs: {
        [faker.string.alphanumeric(5)]: faker.string.alpha({length: {min: 10, max: 100000}})
      }, outputs: Array.from({ length: faker.number.int({min: 1, max: 20}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), output: faker.string.alpha({length: {min: 10, max: 100000}}), expected: faker.string.alpha({length: {min: 10, max: 100000}}), score: faker.number.float({min: 0, max: 1, fractionDigits: 2}), pass: faker.datatype.boolean(), reason: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2000}}), undefined])})), pass: faker.datatype.boolean(), score: faker.number.float({min: 0, max: 1, fractionDigits: 2}), tokens: faker.number.int({min: 0, max: 100000000}), latencyMs: faker.number.int({min: 0, max: 86400000}), debugRunId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), error: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2000}}), undefined])}))},})

export const getCompareEvaluationRunsResponseEvaluationResultMock = (overrideResponse: Partial<EvaluationResult> = {}): EvaluationResult => ({...{index: faker.number.int({min: 0, max: 9999}), inputs: {
        [faker.string.alphanumeric(5)]: faker.string.alpha({length: {min: 10, max: 100000}})
      }, outputs: Array.from({ length: faker.number.int({min: 1, max: 20}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), output: faker.string.alpha({length: {min: 10, max: 100000}}), expected: faker.string.alpha({length: {min: 10, max: 100000}}), score: faker.number.float({min: 0, max: 1, fractionDigits: 2}), pass: faker.datatype.boolean(), reason: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2000}}), undefined])})), pass: faker.datatype.boolean(), score: faker.number.float({min: 0, max: 1, fractionDigits: 2}), tokens: faker.number.int({min: 0, max: 100000000}), latencyMs: faker.number.int({min: 0, max: 86400000}), debugRunId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), error: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2000}}), undefined])}, ...overrideResponse});

export const getCompareEvaluationRunsResponseMock = (): EvaluationComparison => ({...{totalCount: faker.number.int({min: 0, max: 10000}), page: faker.number.int({min: 1, max: 1000}), pageSize: faker.number.int({min: 10, max: 1000})},...{baseRunId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), headRunId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), counts: {regressed: faker.number.int({min: 0, max: 10000}), improved: faker.number.int({min: 0, max: 10000}), unchanged: faker.number.int({min: 0, max: 10000}), new: faker.number.int({min: 0, max: 10000}), removed: faker.number.int({min: 0, max: 10000})}, items: Array.from({ length: faker.number.int({min: 1, max: 1000}) }, (_, i) => i + 1).map(() => ({index: faker.number.int({min: 0, max: 9999}), change: faker.helpers.arrayElement(Object.values(EvaluationRowChange)), base: faker.helpers.arrayElement([{...getCompareEvaluationRunsResponseEvaluationResultMock()},null,]), head: faker.helpers.arrayElement([{...getCompareEvaluationRunsResponseEvaluationResultMock()},null,])}))},})


export const getListEvaluationSetsMockHandler = (overrideResponse?: EvaluationSetList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<EvaluationSetList> | EvaluationSetList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/workflows/:workflowId/evaluation-sets', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListEvaluationSetsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateEvaluationSetMockHandler = (overrideResponse?: EvaluationSet | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EvaluationSet> | EvaluationSet), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/workflows/:workflowId/evaluation-sets', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateEvaluationSetResponseMock(),
      { status: 201
      })
  }, options)
}

export const getGetEvaluationSetMockHandler = (overrideResponse?: EvaluationSet | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<EvaluationSet> | EvaluationSet), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/workflows/:workflowId/evaluation-sets/:setId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetEvaluationSetResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateEvaluationSetMockHandler = (overrideResponse?: EvaluationSet | ((info: Parameters<Parameters<typeof http.patch>[1]>[0]) => Promise<EvaluationSet> | EvaluationSet), options?: RequestHandlerOptions) => {
  return http.patch('*/studio/v1/projects/:projectId/workflows/:workflowId/evaluation-sets/:setId', async (info: Parameters<Parameters<typeof http.patch>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateEvaluationSetResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteEvaluationSetMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/studio/v1/projects/:projectId/workflows/:workflowId/evaluation-sets/:setId', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getListEvaluationRowsMockHandler = (overrideResponse?: EvaluationRowList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<EvaluationRowList> | EvaluationRowList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/workflows/:workflowId/evaluation-sets/:setId/rows', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListEvaluationRowsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getAddEvaluationRowsMockHandler = (overrideResponse?: EvaluationSet | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EvaluationSet> | EvaluationSet), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/workflows/:workflowId/evaluation-sets/:setId/rows', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAddEvaluationRowsResponseMock(),
      { status: 201
      })
  }, options)
}

export const getListEvaluationRunsMockHandler = (overrideResponse?: EvaluationRunList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<EvaluationRunList> | EvaluationRunList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/workflows/:workflowId/evaluation-runs', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListEvaluationRunsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getStartEvaluationRunMockHandler = (overrideResponse?: EvaluationRun | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EvaluationRun> | EvaluationRun), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/workflows/:workflowId/evaluation-runs', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getStartEvaluationRunResponseMock(),
      { status: 201
      })
  }, options)
}

export const getGetEvaluationRunMockHandler = (overrideResponse?: EvaluationRun | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<EvaluationRun> | EvaluationRun), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/workflows/:workflowId/evaluation-runs/:runId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetEvaluationRunResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCancelEvaluationRunMockHandler = (overrideResponse?: EvaluationRun | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EvaluationRun> | EvaluationRun), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/workflows/:workflowId/evaluation-runs/:runId/cancel', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCancelEvaluationRunResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListEvaluationResultsMockHandler = (overrideResponse?: EvaluationResultList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<EvaluationResultList> | EvaluationResultList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/workflows/:workflowId/evaluation-runs/:runId/results', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListEvaluationResultsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCompareEvaluationRunsMockHandler = (overrideResponse?: EvaluationComparison | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<EvaluationComparison> | EvaluationComparison), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/workflows/:workflowId/evaluation-runs/:runId/compare/:baseRunId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCompareEvaluationRunsResponseMock(),
      { status: 200
      })
  }, options)
}
export const getEvaluationsMock = () => [
  getListEvaluationSetsMockHandler(),
  getCreateEvaluationSetMockHandler(),
  getGetEvaluationSetMockHandler(),
  getUpdateEvaluationSetMockHandler(),
  getDeleteEvaluationSetMockHandler(),
  getListEvaluationRowsMockHandler(),
  getAddEvaluationRowsMockHandler(),
  getListEvaluationRunsMockHandler(),
  getStartEvaluationRunMockHandler(),
  getGetEvaluationRunMockHandler(),
  getCancelEvaluationRunMockHandler(),
  getListEvaluationResultsMockHandler(),
  getCompareEvaluationRunsMockHandler()
]
