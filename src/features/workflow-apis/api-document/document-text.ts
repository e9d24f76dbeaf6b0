/**
 * An API document as a file to copy or download: JSON or YAML text and the file name. Separate from the
 * document builder so that the `yaml` package loads only with this module (import it lazily).
 */
import { stringify } from 'yaml';
import type { ApiVersion } from '../../../generated/model';
import type { OpenApiDocument } from './openapi-types';

export type DocumentFormat = 'yaml' | 'json';

export function toJson(doc: OpenApiDocument): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** YAML 1.2; the library quotes whatever needs it (names with `: `, `#`, leading dashes, numbers …). No anchors or aliases, no folded lines. */
export function toYaml(doc: OpenApiDocument): string {
  return stringify(doc, { aliasDuplicateObjects: false, lineWidth: 0 });
}

export function toText(doc: OpenApiDocument, format: DocumentFormat): string {
  return format === 'yaml' ? toYaml(doc) : toJson(doc);
}

/** Characters that are not allowed in file names on some system: / \ : * ? " < > | and the control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_FILE_NAMES = /[/\\:*?"<>|\u0000-\u001f\u007f]/g;

/** `問い合わせ振り分け` + `v1` → `問い合わせ振り分け-v1.openapi.yaml`. */
export function documentFileName(version: Pick<ApiVersion, 'workflowName' | 'versionName'>, format: DocumentFormat): string {
  const base = [version.workflowName, version.versionName].filter((part) => !!part).join('-') || 'workflow-api';
  return `${base.replace(UNSAFE_IN_FILE_NAMES, '_')}.openapi.${format}`;
}
