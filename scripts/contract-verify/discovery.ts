/**
 * Finds real ids of an organization for the path parameters of every operation, through the contract
 * only (no knowledge of the backend's data): for `/…/projects/{projectId}/workflows/{workflowId}` it finds
 * a project, then a workflow of that project.
 * - Where to look: the list at the id's collection (`GET /…/projects`), else the GET operations beside it
 *   (`/…/{projectId}/workflow-items` for a workflow, which has no `GET /…/workflows`), the nearest path first. Candidates are the `id`s
 *   (and `<param>` fields) of the answer.
 * - A candidate counts once the item's own GET answers 200 with the organization's token.
 * - None found and creating allowed: the collection's POST with the contract's example or a generated
 *   body (taking the workflow's edit permission first where the operation needs it): its id fields
 *   (`workflowId`, `datasetFileId`, `toolIds` …) take ids found the same way, and a 400 naming fields in
 *   `details` is tried again without the fields it refuses and with the ones it misses, a 409 once more a
 *   moment later (an upload it refers to may still be processing).
 */
import type { OperationAccess } from '../../src/generated/access';
import type { BodyMaker } from './bodies';
import { deref, requestContent, type Contract, type OperationEntry, type Schema } from './contract';
import { fileFields, sendGenerated, type Answer, type GeneratedRequest } from './generated-requests';

export interface DiscoveryOptions {
  spec: Contract;
  operations: readonly (OperationAccess & { entry: OperationEntry })[];
  /** The backend (not the proxy): discovery is set-up, not under test. */
  baseUrl: string;
  /** Headers of the organization's user: authorization, idp, aiw-tenant-id. */
  headers: Record<string, string>;
  bodies: BodyMaker;
  /** Create a row where none is found (the other organization's data; never for org A). */
  create: boolean;
  /** Lines of what was looked at, for --verbose. */
  log?: (line: string) => void;
}

/** The path parameters of a template, in order. */
export const pathParams = (template: string) => [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

/** The template up to and including `{param}`: the key of one kind of id (`fileId` of datasets ≠ of knowledge). */
export function prefixThrough(template: string, param: string): string {
  const at = template.indexOf(`{${param}}`);
  return template.slice(0, at + param.length + 2);
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? `{${name}}`));
}

/** Ids in a JSON answer: every object's `id` and `<param>` fields (a string, or an integer under `<param>`), in document order, once each, with the object they came from. */
export function candidates(
  json: unknown,
  param: string,
  limits?: { pattern: string | null; maxLength: number | null },
): { id: string; from: Record<string, unknown> }[] {
  const found: { id: string; from: Record<string, unknown> }[] = [];
  const seen = new Set<string>();
  const fits = (value: string) =>
    value.length > 0 &&
    (limits?.maxLength == null || value.length <= limits.maxLength) &&
    (limits?.pattern == null || new RegExp(limits.pattern, 'u').test(value));
  const walk = (node: unknown, depth: number) => {
    if (depth > 8 || !node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((item) => walk(item, depth + 1));
      return;
    }
    const object = node as Record<string, unknown>;
    for (const key of [param, 'id']) {
      const value = object[key];
      // An integer path parameter (a workflow's `{revision}`) is found as the number under its own name.
      const text = typeof value === 'string' ? value : key === param && Number.isInteger(value) ? String(value) : undefined;
      if (text !== undefined && fits(text) && !seen.has(text)) {
        seen.add(text);
        found.push({ id: text, from: object });
      }
    }
    Object.values(object).forEach((value) => walk(value, depth + 1));
  };
  walk(json, 0);
  return found;
}

/** Common leading characters of two strings. */
const commonPrefix = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};

const MAX_CONFIRMS_PER_SOURCE = 6;
const MAX_SOURCES = 3;
const MAX_CREATE_ATTEMPTS = 4;
const CONFLICT_RETRY_MS = 1200;

/** The id kind (a prefix of `prefixes`) a body field names: `workflowId`, `datasetFileId` (…/datasets/files/{fileId}), `toolIds`; the nearest to `near` when several fit. */
export function prefixForField(field: string, prefixes: readonly string[], near: string): string | undefined {
  const singular = field.endsWith('Ids') ? field.slice(0, -1) : field;
  if (!singular.endsWith('Id')) return undefined;
  const fits = prefixes.filter((prefix) => {
    const param = prefix.slice(prefix.lastIndexOf('{') + 1, -1);
    if (param === singular) return true;
    if (!singular.toLowerCase().endsWith(param.toLowerCase())) return false;
    const lead = singular.slice(0, singular.length - param.length).toLowerCase();
    return (
      lead.length > 0 &&
      prefix
        .toLowerCase()
        .replace(/[^a-z]/g, '')
        .includes(lead)
    );
  });
  return fits.sort((a, b) => commonPrefix(b, near) - commonPrefix(a, near))[0];
}

export class IdDiscovery {
  private readonly found = new Map<string, string | null>();
  private readonly pending = new Map<string, Promise<string | null>>();
  /** Kinds being created right now (an id field of a body never waits on its own kind). */
  private readonly creating = new Set<string>();

  constructor(private readonly options: DiscoveryOptions) {}

  /** The known id of this kind (`prefixThrough(template, param)`), once discovered. */
  known(prefix: string): string | undefined {
    return this.found.get(prefix) ?? undefined;
  }

  /** Every id found so far (each confirmed by its own GET). */
  /** Every id found, but numbers (a revision `12` identifies nothing outside its workflow, and any answer may hold it). */
  allKnown(): Set<string> {
    return new Set([...this.found.values()].filter((id): id is string => Boolean(id) && !/^\d+$/.test(id!)));
  }

  /** Real ids for every path parameter of the template, or the first one none was found for. */
  async resolve(template: string): Promise<{ values: Record<string, string> } | { missing: string }> {
    const values: Record<string, string> = {};
    for (const param of pathParams(template)) {
      const prefix = prefixThrough(template, param);
      let id = this.found.get(prefix);
      if (id === undefined) {
        let job = this.pending.get(prefix);
        if (!job) {
          job = this.discover(prefix, param, { ...values }).catch((error: unknown) => {
            this.options.log?.(`  ${prefix}: ${(error as Error).message}`);
            return null;
          });
          this.pending.set(prefix, job);
        }
        id = await job;
        this.found.set(prefix, id);
      }
      if (!id) return { missing: param };
      values[param] = id;
    }
    return { values };
  }

  private async call(
    method: string,
    path: string,
    init: { query?: URLSearchParams; body?: unknown; multipart?: boolean; files?: Map<string, string | undefined> } = {},
  ): Promise<Answer> {
    const request: GeneratedRequest = {
      method,
      path,
      query: init.query ?? new URLSearchParams(),
      body: init.body,
      multipart: init.multipart ?? false,
      files: init.files ?? new Map(),
    };
    return sendGenerated(this.options.baseUrl, request, this.options.headers);
  }

  private ops(method: string) {
    return this.options.operations.filter((op) => op.method === method);
  }

  /** Required query parameters of an operation: the candidate's own field of that name, else a generated value. */
  private async requiredQuery(op: OperationAccess & { entry: OperationEntry }, from: Record<string, unknown> = {}): Promise<URLSearchParams> {
    const query = new URLSearchParams();
    for (const param of op.entry.params.filter((p) => p.in === 'query' && p.required)) {
      const own = from[param.name];
      query.set(
        param.name,
        typeof own === 'string' || typeof own === 'number' ? String(own) : String(await this.options.bodies.sample(param.schema ?? { type: 'string' })),
      );
    }
    return query;
  }

  private async discover(prefix: string, param: string, parents: Record<string, string>): Promise<string | null> {
    const { log } = this.options;
    const collection = prefix.slice(0, prefix.length - param.length - 3);
    const parentPrefix = collection.slice(0, collection.lastIndexOf('}') + 1) || collection.slice(0, collection.indexOf('/', 1) + 1);
    const gets = this.ops('GET');
    // The item's own GET: the shortest GET path under the prefix with no further parameter.
    const confirm = gets
      .filter((op) => op.path.startsWith(prefix) && !op.path.slice(prefix.length).includes('{'))
      .sort((a, b) => a.path.length - b.path.length)[0];
    if (!confirm) {
      log?.(`  ${prefix}: no GET operation to confirm an id with`);
      return null;
    }
    const confirmed = async (id: string, from: Record<string, unknown>) => {
      const answer = await this.call('GET', fill(confirm.path, { ...parents, [param]: id }), { query: await this.requiredQuery(confirm, from) });
      return answer.status === 200;
    };
    const limits = confirm.pathParams[param];

    // Lists: the collection's own, else the GET operations beside it (nearest path first).
    const own = gets.filter((op) => op.path === collection);
    const sources = own.length
      ? own
      : gets
          .filter((op) => op.path.startsWith(parentPrefix) && op.path !== parentPrefix && !op.path.slice(parentPrefix.length).includes('{'))
          .sort((a, b) => commonPrefix(b.path, collection) - commonPrefix(a.path, collection))
          .slice(0, MAX_SOURCES);
    for (const source of sources) {
      const answer = await this.call('GET', fill(source.path, parents), { query: await this.requiredQuery(source) });
      if (answer.status !== 200) {
        log?.(`  ${prefix}: ${source.operationId} answered ${answer.status}`);
        continue;
      }
      const found = candidates(answer.json, param, limits).slice(0, MAX_CONFIRMS_PER_SOURCE);
      for (const candidate of found) {
        if (await confirmed(candidate.id, candidate.from)) {
          log?.(`  ${prefix}: ${candidate.id} (from ${source.operationId})`);
          return candidate.id;
        }
      }
      if (found.length) log?.(`  ${prefix}: ${found.length} ids of ${source.operationId}, none answered 200 by ${confirm.operationId}`);
    }

    if (!this.options.create) return null;
    const create = this.ops('POST').find((op) => op.path === collection);
    if (!create) {
      log?.(`  ${prefix}: none listed, and no POST ${collection} to create one`);
      return null;
    }
    this.creating.add(prefix);
    try {
      return await this.created(prefix, param, parents, create, confirmed, limits);
    } finally {
      this.creating.delete(prefix);
    }
  }

  private async created(
    prefix: string,
    param: string,
    parents: Record<string, string>,
    create: OperationAccess & { entry: OperationEntry },
    confirmed: (id: string, from: Record<string, unknown>) => Promise<boolean>,
    limits: { pattern: string | null; maxLength: number | null } | undefined,
  ): Promise<string | null> {
    const { log } = this.options;
    if (create.editPermission) await this.takeEditPermission(create.path, parents);
    const made = await this.options.bodies.valid(create.entry);
    let body = await this.withKnownIds(made.body, create.path, prefix);
    let answer: Answer | undefined;
    for (let attempt = 0; attempt < MAX_CREATE_ATTEMPTS; attempt++) {
      answer = await this.call('POST', fill(create.path, parents), {
        body,
        multipart: made.multipart,
        files: made.files,
        query: await this.requiredQuery(create),
      });
      if (answer.status === 409) {
        // What it refers to may still be processing (an upload): once more in a moment.
        await new Promise((resolve) => setTimeout(resolve, CONFLICT_RETRY_MS));
        continue;
      }
      const next = answer.status === 400 ? await this.amended(create.entry, body, answer.json) : undefined;
      if (!next) break;
      body = await this.withKnownIds(next, create.path, prefix);
    }
    if (!answer || answer.status >= 300) {
      log?.(`  ${prefix}: ${create.operationId} answered ${answer?.status}: ${answer?.text.slice(0, 200)}`);
      return null;
    }
    for (const candidate of candidates(answer.json, param, limits).slice(0, MAX_CONFIRMS_PER_SOURCE)) {
      if (await confirmed(candidate.id, candidate.from)) {
        log?.(`  ${prefix}: ${candidate.id} (created by ${create.operationId})`);
        return candidate.id;
      }
    }
    log?.(`  ${prefix}: ${create.operationId} answered ${answer.status} without an id that its GET finds`);
    return null;
  }

  /** Every kind of id the contract's paths name (`/…/projects/{projectId}`, `/…/datasets/files/{fileId}` …). */
  private prefixes(): string[] {
    return [...new Set(this.options.operations.flatMap((op) => pathParams(op.path).map((param) => prefixThrough(op.path, param))))];
  }

  /** The body with its id fields set to ids of this organization (found, or created, as for a path). */
  private async withKnownIds(body: unknown, near: string, creating: string): Promise<unknown> {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
    const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
    for (const [field, value] of Object.entries(copy)) {
      const prefix = prefixForField(field, this.prefixes(), near);
      if (!prefix || prefix === creating || this.creating.has(prefix)) continue;
      const resolved = await this.resolve(prefix);
      if (!('values' in resolved)) continue;
      const id = resolved.values[prefix.slice(prefix.lastIndexOf('{') + 1, -1)]!;
      if (typeof value === 'string') copy[field] = id;
      else if (Array.isArray(value)) copy[field] = value.length ? [id] : value;
    }
    return copy;
  }

  /** The body a 400 asks for: without the fields its details refuse, with the required ones it misses; undefined when it names none. */
  private async amended(entry: OperationEntry, body: unknown, error: unknown): Promise<unknown> {
    const fields = ((error as { details?: { field?: unknown }[] } | undefined)?.details ?? [])
      .map((detail) => (typeof detail.field === 'string' ? detail.field.split('.')[0]! : ''))
      .filter(Boolean);
    if (!fields.length || !body || typeof body !== 'object') return undefined;
    const content = requestContent(this.options.spec, entry.op);
    const schema = deref<Schema>(this.options.spec, (content['application/json'] ?? content['multipart/form-data'])?.schema ?? {});
    const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const files = fileFields(this.options.spec, schema);
    const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
    let changed = false;
    for (const field of new Set(fields)) {
      const value = copy[field];
      const empty = value === null || value === '' || (Array.isArray(value) && !value.length);
      if (field in copy && !empty && !required.has(field)) {
        delete copy[field];
        changed = true;
      } else if ((!(field in copy) || empty) && properties[field]) {
        copy[field] = files.has(field) ? 'file' : await this.options.bodies.sample(deref<Schema>(this.options.spec, properties[field]));
        changed = true;
      }
    }
    return changed ? copy : undefined;
  }

  /** Takes the edit permission of the workflow the path names (the POST …/edit-permission beside it). */
  private async takeEditPermission(path: string, values: Record<string, string>): Promise<void> {
    const take = this.ops('POST').find((op) => op.path.endsWith('/edit-permission') && path.startsWith(op.path.slice(0, -'/edit-permission'.length)));
    if (take) await this.call('POST', fill(take.path, values));
  }
}
