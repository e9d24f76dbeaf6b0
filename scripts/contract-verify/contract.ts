/**
 * The bundled contract as the conformance kit and the property test read it: its operations (method,
 * path template, parameters with their `$ref`s followed) and a `$ref` follower.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

export type Schema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}

export interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value?: unknown } | { $ref: string }>;
}

export interface Operation {
  operationId: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { content?: Record<string, MediaType> } | { $ref: string };
}

export interface Contract {
  paths: Record<string, Partial<Record<Method, Operation>> & { parameters?: (Parameter | { $ref: string })[] }>;
  components: Record<string, Record<string, unknown>>;
}

/** One operation with its parameters (the path item's and its own), `$ref`s followed. */
export interface OperationEntry {
  template: string;
  method: Method;
  op: Operation;
  params: Parameter[];
}

export const BUNDLED_CONTRACT = '.contract/openapi.bundled.yaml';

export function loadContract(file = BUNDLED_CONTRACT): Contract {
  return parse(readFileSync(file, 'utf8')) as Contract;
}

/** Follows a local `$ref` ('#/components/…') through the contract. */
export function deref<T>(spec: Contract, node: T | { $ref: string }): T {
  let current: unknown = node;
  for (let depth = 0; current && typeof current === 'object' && '$ref' in current && depth < 20; depth++) {
    const path = (current as { $ref: string }).$ref.replace(/^#\//, '').split('/');
    current = path.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')], spec);
  }
  return current as T;
}

/** Every operation of the contract, in the order of its paths. */
export function operationEntries(spec: Contract): OperationEntry[] {
  return Object.entries(spec.paths).flatMap(([template, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const op = item[method]!;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref<Parameter>(spec, p));
      return { template, method, op, params };
    }),
  );
}

/** The request body's media types (`application/json`, `multipart/form-data`), `$ref`s followed. */
export function requestContent(spec: Contract, op: Operation): Record<string, MediaType> {
  return (deref(spec, op.requestBody ?? { content: {} }) as { content?: Record<string, MediaType> }).content ?? {};
}

/** The contract's own example of a JSON request body, if it gives one. */
export function requestExample(spec: Contract, op: Operation): unknown {
  const json = requestContent(spec, op)['application/json'];
  if (!json) return undefined;
  if (json.example !== undefined) return json.example;
  const first = Object.values(json.examples ?? {})[0];
  return first ? deref<{ value?: unknown }>(spec, first).value : undefined;
}
