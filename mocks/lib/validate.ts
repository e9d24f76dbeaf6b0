/**
 * Reading request bodies safely: bad JSON, wrong types, oversize bodies and files, and file names that are
 * paths answer 4xx, never crash.
 */
import type { z } from 'zod';
import type { ErrorDetail } from '../../src/generated/model';
import { apiError, badRequest, messages } from './errors';

/** The backend's limit on any request body (the contract's PayloadTooLarge): 20 MB. */
export const MAX_BODY_BYTES = 20 * 1024 * 1024;
export const bodyTooLargeMessage = 'Request body is too large. Maximum size is 20MB.';

/**
 * The contract's FileName (components/common.yaml): a base name of 1–255 characters, no `/` or `\`, not `.`
 * or `..`, no control characters. The same pattern, with the `u` flag as JSON Schema validators use it.
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the rule
export const FILE_NAME_PATTERN = /^(?!\.\.?$)[^/\\\x00-\x1f\x7f]{1,255}$/u;
export const invalidFileNameMessage = 'Invalid file name';
export const isFileName = (name: string): boolean => FILE_NAME_PATTERN.test(name);

/** Throws the contract's 400 'Invalid file name' (naming the field) unless the name is a FileName. */
export function requireFileName(name: string, field: string): string {
  if (!isFileName(name)) throw badRequest(invalidFileNameMessage, [{ field, message: invalidFileNameMessage }]);
  return name;
}

/**
 * The body's text, or a thrown 413 when it is over 20 MB (as the mock server's own limit answers, so MSW
 * mode and the server agree): a declared Content-Length is refused before reading, the bytes after.
 */
export async function readText(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw apiError(413, bodyTooLargeMessage);
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > MAX_BODY_BYTES) throw apiError(413, bodyTooLargeMessage);
  return new TextDecoder().decode(bytes);
}

function detailsOf(error: z.ZodError): ErrorDetail[] {
  return error.issues.slice(0, 20).map((issue) => ({
    field: issue.path.join('.') || undefined,
    message: issue.message,
  })) as ErrorDetail[];
}

/** The JSON body checked against a (generated) zod schema; throws a 400 error response otherwise. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const text = await readText(request);
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : undefined;
  } catch {
    throw badRequest(messages.invalidJson);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badRequest(messages.invalidRequest, detailsOf(parsed.error));
  return parsed.data;
}

/** Query parameters checked against a (generated) zod schema; throws a 400 error response otherwise. */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const url = new URL(request.url);
  const raw: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) raw[key] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badRequest(messages.invalidRequest, detailsOf(parsed.error));
  return parsed.data;
}

export interface UploadRules {
  /** Largest accepted file in bytes. */
  maxBytes: number;
  /** How the limit reads in the message ('1MB'). */
  maxLabel: string;
  /** Accepted file name endings (lower case, with dot); any when absent. */
  extensions?: string[];
}

/** A multipart form's file field, checked for presence, size, type and name (a FileName, else 400). */
export async function readUpload(request: Request, field: string, rules: UploadRules): Promise<{ form: FormData; file: File }> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest(messages.invalidRequest, [{ field, message: messages.fileRequired }]);
  }
  const file = form.get(field);
  if (!(file instanceof File)) throw badRequest(messages.fileRequired, [{ field, message: messages.fileRequired }]);
  if (file.size > rules.maxBytes) throw apiError(413, messages.fileTooLarge(rules.maxLabel));
  requireFileName(file.name, field);
  if (rules.extensions && !rules.extensions.some((ext) => file.name.toLowerCase().endsWith(ext))) {
    throw apiError(415, messages.invalidFileType);
  }
  return { form, file };
}

export const ONE_MB = 1024 * 1024;

/** A rule's violation: the field it names and the message it answers. */
export type Violation = ErrorDetail & { field: string; message: string };
export type RawBody = Record<string, unknown>;

/**
 * The JSON body: an area's rules first (their own messages, one detail per field), then the generated
 * zod schema, so wrong types and unknown shapes still fall to zod.
 */
export async function readChecked<S extends z.ZodType>(request: Request, schema: S, rules: (raw: RawBody) => Violation[]): Promise<z.infer<S>> {
  const text = await readText(request);
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : undefined;
  } catch {
    throw badRequest(messages.invalidJson);
  }
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
    const violations = rules(raw as RawBody);
    if (violations.length) throw badRequest(violations[0]!.message, violations);
  }
  return readJson(new Request(request.url, { method: 'POST', body: text }), schema);
}

export const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** Required text with a maximum length (only strings are checked here; other types fall to zod). */
export function requiredText(raw: RawBody, field: string, max: number, required: string, tooLong: string, partial = false): Violation[] {
  const value = raw[field];
  if (partial && value === undefined) return [];
  if (isBlank(value)) return [{ field, message: required }];
  if (typeof value === 'string' && value.length > max) return [{ field, message: tooLong }];
  return [];
}
