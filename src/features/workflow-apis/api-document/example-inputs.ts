/**
 * The placeholder inputs shown to API callers, in the document's example and in the request snippets:
 * each input variable with `<its name>` as the value (start-node inputs are text).
 */

/** The names once each, in their order (a duplicated name would be one JSON property anyway). */
export function uniqueNames(names: readonly string[]): string[] {
  return [...new Set(names)];
}

/** `['inquiry']` → `{ inquiry: '<inquiry>' }`. Built with Object.fromEntries so that any name (even `__proto__`) is an own property. */
export function placeholderInputs(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(uniqueNames(names).map((name) => [name, `<${name}>`]));
}

/** The request body of a run, sync or async: `{ inputs: { … } }`. */
export function placeholderRequestBody(names: readonly string[]): { inputs: Record<string, string> } {
  return { inputs: placeholderInputs(names) };
}
