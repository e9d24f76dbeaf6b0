/**
 * The import's refusals in the user's language (§5, §8): what `validateAiws` found before sending, and
 * what the backend answered (400 'Failed to parse file' / 'Invalid YAML format' / 'Invalid file format'
 * with its fields, 413, 415, 429, no network). Each is a title — the spec's sentence — and the lines
 * under it that say where and why.
 */
import { HttpError } from '../../../api/errors';
import { tooManyRequestsMessage } from '../../../components/mutation-toast';
import { fileRefusalMessage } from '../../../components/upload/file-check';
import type { ErrorDetail } from '../../../generated/model';
import type { Translate } from '../../../lib/translate';
import { AIWS_UPLOAD_LIMITS, type AiwsFailure, type ShapeProblem } from './validate-aiws';

export interface AiwsMessage {
  /** The spec's sentence: 'Invalid YAML format', 'Failed to parse file', 'Invalid file type'… */
  title: string;
  /** Where and why: 'Line 3, column 5', 'customNode.name is missing.'… */
  details: string[];
  /** The offending line of a YAML error, as written in the file. */
  excerpt?: string;
}

/** How many field problems are listed under the title (the rest are counted). */
const LISTED_PROBLEMS = 5;

const EXPECTED_TYPES = ['string', 'number', 'boolean', 'array', 'object'] as const;
type ExpectedType = (typeof EXPECTED_TYPES)[number] | 'other';
const expectedType = (expected: string): ExpectedType => ((EXPECTED_TYPES as readonly string[]).includes(expected) ? (expected as ExpectedType) : 'other');

/** One field problem as a sentence. */
export function shapeProblemMessage(t: Translate, problem: ShapeProblem): string {
  if (problem.kind === 'emptyFile') return t('customNodeDsl:problems.emptyFile');
  const field = problem.field || t('customNodeDsl:problems.root');
  switch (problem.kind) {
    case 'required':
      return t('customNodeDsl:problems.required', { field });
    case 'type':
      return t('customNodeDsl:problems.type', { field, expected: t(`customNodeDsl:problems.types.${expectedType(problem.expected)}`) });
    case 'oneOf':
      return problem.values.length === 1
        ? t('customNodeDsl:problems.mustBe', { field, value: problem.values[0] })
        : t('customNodeDsl:problems.oneOf', { field, values: problem.values.join(', ') });
    case 'empty':
      return t('customNodeDsl:problems.empty', { field });
    case 'tooLong':
      return t('customNodeDsl:problems.tooLong', { field, max: problem.max });
    case 'tooFew':
      return t('customNodeDsl:problems.tooFew', { field, count: problem.min });
    case 'tooMany':
      return t('customNodeDsl:problems.tooMany', { field, count: problem.max });
    case 'tooSmall':
      return t('customNodeDsl:problems.tooSmall', { field, min: problem.min });
    case 'tooBig':
      return t('customNodeDsl:problems.tooBig', { field, max: problem.max });
    case 'identifier':
      return t('customNodeDsl:problems.identifier', { field });
    case 'duplicateLabel':
      return t('customNodeDsl:problems.duplicateLabel', { field, label: problem.label });
    case 'duplicateScope':
      return t('customNodeDsl:problems.duplicateScope', { field, scope: problem.scope });
    default:
      return t('customNodeDsl:problems.invalid', { field });
  }
}

function listed(t: Translate, lines: string[]): string[] {
  if (lines.length <= LISTED_PROBLEMS) return lines;
  return [...lines.slice(0, LISTED_PROBLEMS), t('customNodeDsl:problems.more', { count: lines.length - LISTED_PROBLEMS })];
}

/** Why a chosen file cannot be imported (a failure of `validateAiws`). */
export function aiwsFailureMessage(t: Translate, failure: AiwsFailure): AiwsMessage {
  switch (failure.kind) {
    case 'missing':
      return { title: t('customNodeDsl:import.fileRequired'), details: [] };
    case 'invalidType':
      return {
        title: fileRefusalMessage(t, 'invalidType', AIWS_UPLOAD_LIMITS),
        details: [failure.reason === 'binary' ? t('customNodeDsl:problems.binary') : t('customNodeDsl:problems.extension')],
      };
    case 'tooLarge':
      return { title: fileRefusalMessage(t, 'tooLarge', { maxLabel: failure.maxLabel }), details: [] };
    case 'notUtf8':
      return { title: t('customNodeDsl:problems.failedToParse'), details: [t('customNodeDsl:problems.notUtf8')] };
    case 'yaml':
      return {
        title: t('customNodeDsl:problems.invalidYaml'),
        details: failure.line === undefined ? [] : [t('customNodeDsl:problems.position', { line: failure.line, column: failure.column ?? 1 })],
        ...(failure.excerpt !== undefined && failure.excerpt.trim() ? { excerpt: failure.excerpt } : {}),
      };
    case 'shape':
      return {
        title: t('customNodeDsl:problems.failedToParse'),
        details: listed(
          t,
          failure.problems.map((problem) => shapeProblemMessage(t, problem)),
        ),
      };
  }
}

// The backend's sentences (mocks/areas/custom-nodes/catalog.ts, openapi/paths/custom-nodes.yaml).
const FAILED_TO_PARSE = 'Failed to parse file';
const INVALID_YAML = 'Invalid YAML format';
const INVALID_FILE_FORMAT = 'Invalid file format';
/** The contract's FileName rule: the file's name is a path or holds control characters. */
const INVALID_FILE_NAME = 'Invalid file name';
const NAME_REQUIRED = 'Please enter a custom node name';
const NAME_TOO_LONG = 'Custom node name must be 20 characters or less';
const CODE_REQUIRED = 'Please enter the code';
const SCOPE_NOT_OFFERED = /^(.+) is not a scope offered by (.+)$/s;
const DUPLICATE_PARAMETER = /^The parameter (.+) is defined more than once$/s;
/** The contract's 409 of an import: 'A custom node with this name already exists: {name}'. */
const NAME_EXISTS = /already exists: (.+)$/s;

/** A detail of the backend's 'Invalid file format', in the user's language where it is a known sentence. */
function detailMessage(t: Translate, detail: ErrorDetail): string {
  const field = detail.field ?? t('customNodeDsl:problems.root');
  const message = detail.message ?? '';
  const scope = SCOPE_NOT_OFFERED.exec(message);
  if (scope) return `${field}: ${t('customNodeDsl:problems.scopeNotOffered', { scope: scope[1], provider: scope[2] })}`;
  const duplicate = DUPLICATE_PARAMETER.exec(message);
  if (duplicate) return t('customNodeDsl:problems.duplicateLabel', { field, label: duplicate[1] });
  if (message === NAME_REQUIRED || message === CODE_REQUIRED) return t('customNodeDsl:problems.empty', { field });
  if (message === NAME_TOO_LONG) return t('customNodeDsl:problems.tooLong', { field, max: 20 });
  return message ? `${field}: ${message}` : t('customNodeDsl:problems.invalid', { field });
}

const detailsOf = (error: HttpError): ErrorDetail[] => {
  const body = error.body as { details?: unknown } | undefined;
  return Array.isArray(body?.details) ? (body.details as ErrorDetail[]) : [];
};

/** The clashing name of the contract's 409 (the name the import was sent under when the message has none). */
export function nameConflictOf(error: unknown, sentName: string): string | undefined {
  if (!(error instanceof HttpError) || error.code !== 409) return undefined;
  return NAME_EXISTS.exec(error.message)?.[1]?.trim() || sentName;
}

/**
 * Why the backend refused an import, in the user's language; undefined for a failure the user cannot act
 * on (a 500: the toast's 'Failed to import custom node. Please try again later.' says it all).
 */
export function importRefusalMessage(t: Translate, error: unknown): AiwsMessage | undefined {
  if (!(error instanceof HttpError)) return undefined;
  if (error.code === 413) return { title: fileRefusalMessage(t, 'tooLarge', AIWS_UPLOAD_LIMITS), details: [] };
  if (error.code === 415) return { title: fileRefusalMessage(t, 'invalidType', AIWS_UPLOAD_LIMITS), details: [t('customNodeDsl:problems.extension')] };
  if (error.code === 400) {
    if (error.message.startsWith(FAILED_TO_PARSE)) return { title: t('customNodeDsl:problems.failedToParse'), details: [t('customNodeDsl:problems.notUtf8')] };
    if (error.message.startsWith(INVALID_YAML)) return { title: t('customNodeDsl:problems.invalidYaml'), details: [] };
    if (error.message.startsWith(INVALID_FILE_FORMAT)) {
      return {
        title: t('customNodeDsl:problems.invalidFileFormat'),
        details: listed(
          t,
          detailsOf(error).map((detail) => detailMessage(t, detail)),
        ),
      };
    }
    if (error.message === INVALID_FILE_NAME) return { title: t('customNodeDsl:problems.invalidFileName'), details: [] };
    if (error.message === NAME_TOO_LONG) return { title: t('customNodeDsl:conflict.nameTooLong'), details: [] };
    if (error.message === NAME_REQUIRED) return { title: t('customNodeDsl:conflict.nameRequired'), details: [] };
    if (error.message === CODE_REQUIRED)
      return { title: t('customNodeDsl:problems.invalidFileFormat'), details: [t('customNodeDsl:problems.empty', { field: 'customNode.code' })] };
  }
  const wait = tooManyRequestsMessage(t, error);
  if (wait) return { title: wait, details: [] };
  return undefined;
}
