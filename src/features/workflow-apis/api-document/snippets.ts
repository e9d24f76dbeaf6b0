/**
 * Request snippets for a workflow API version: curl, Python (requests) and TypeScript (fetch), for the
 * sync call and for the async start-then-poll (every 2 s until the run is SUCCEEDED, FAILED or CANCELLED).
 * The API key is read from the AIW_API_KEY environment variable, never written in; the inputs are the
 * input variable names with `<name>` placeholders. Every string from the version (endpoints, variable
 * names) is quoted for its language: JSON.stringify for JSON, Python and TypeScript literals, single
 * quotes for the shell.
 */
import type { ApiVersion } from '../../../generated/model';
import { placeholderRequestBody } from './example-inputs';
import { FINAL_RUN_STATUSES } from './run-statuses';

export const SNIPPET_LANGUAGES = ['curl', 'python', 'typescript'] as const;
export type SnippetLanguage = (typeof SNIPPET_LANGUAGES)[number];

export const SNIPPET_ENDPOINTS = ['sync', 'async'] as const;
export type SnippetEndpoint = (typeof SNIPPET_ENDPOINTS)[number];

export type Snippet = { language: SnippetLanguage; endpoint: SnippetEndpoint; code: string };

/** The environment variable the snippets read the API key from. */
export const API_KEY_VARIABLE = 'AIW_API_KEY';

/** The Monaco editor language that highlights a snippet. */
export function monacoLanguageOf(language: SnippetLanguage): 'shell' | 'python' | 'typescript' {
  return language === 'curl' ? 'shell' : language;
}

/** A shell word holding exactly `text`: single-quoted, each `'` written as `'\''`. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** Indents every line but the first (a multi-line value placed after some text). */
function indentRest(text: string, indent: string): string {
  return text.replace(/\n/g, `\n${indent}`);
}

/** The request body as JSON text. */
function jsonBody(version: ApiVersion, space: number): string {
  return JSON.stringify(placeholderRequestBody(version.inputVariableNames), null, space);
}

/**
 * The body as a JavaScript object literal: the JSON text, except that a `__proto__` key is written
 * computed (a plain `"__proto__": …` in a literal sets the prototype instead of a property). Outside
 * strings a `"` only opens a string, and inside them every `"` is escaped, so the match is a key.
 */
function objectLiteral(json: string): string {
  return json.replace(/(^|[\s{,])"__proto__":/gm, '$1["__proto__"]:');
}

const FINAL = FINAL_RUN_STATUSES;

/** The async endpoint without a trailing slash: the snippets poll `<runs URL>/<runId>`. */
const runsUrl = (version: ApiVersion) => version.asyncEndpoint.replace(/\/+$/, '');

function curlSync(version: ApiVersion): string {
  return [
    `curl -sS -X POST ${shellQuote(version.syncEndpoint)} \\`,
    `  -H "Authorization: Bearer $${API_KEY_VARIABLE}" \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d ${shellQuote(jsonBody(version, 2))}`,
    '',
  ].join('\n');
}

function curlAsync(version: ApiVersion): string {
  return [
    '#!/usr/bin/env bash',
    '# Starts a run, then polls it every 2 seconds until it finishes. Needs curl and jq.',
    'set -euo pipefail',
    '',
    `RUNS_URL=${shellQuote(runsUrl(version))}`,
    '',
    `RUN=$(curl -sS --fail-with-body -X POST "$RUNS_URL" \\`,
    `  -H "Authorization: Bearer $${API_KEY_VARIABLE}" \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d ${shellQuote(jsonBody(version, 2))})`,
    `RUN_ID=$(printf '%s' "$RUN" | jq -r '.runId')`,
    '',
    'while true; do',
    `  case "$(printf '%s' "$RUN" | jq -r '.status')" in`,
    `    ${FINAL.join(' | ')}) break ;;`,
    '  esac',
    '  sleep 2',
    `  RUN=$(curl -sS --fail-with-body "$RUNS_URL/$RUN_ID" -H "Authorization: Bearer $${API_KEY_VARIABLE}")`,
    'done',
    `printf '%s\\n' "$RUN"`,
    '',
  ].join('\n');
}

function pythonSync(version: ApiVersion): string {
  return [
    'import os',
    '',
    'import requests',
    '',
    'response = requests.post(',
    `    ${JSON.stringify(version.syncEndpoint)},`,
    `    headers={"Authorization": "Bearer " + os.environ[${JSON.stringify(API_KEY_VARIABLE)}]},`,
    `    json=${indentRest(jsonBody(version, 4), '    ')},`,
    '    timeout=300,  # the answer comes when the run has finished',
    ')',
    'response.raise_for_status()',
    'print(response.json()["outputs"])',
    '',
  ].join('\n');
}

function pythonAsync(version: ApiVersion): string {
  return [
    'import os',
    'import time',
    '',
    'import requests',
    '',
    `RUNS_URL = ${JSON.stringify(runsUrl(version))}`,
    `HEADERS = {"Authorization": "Bearer " + os.environ[${JSON.stringify(API_KEY_VARIABLE)}]}`,
    '',
    'response = requests.post(',
    '    RUNS_URL,',
    '    headers=HEADERS,',
    `    json=${indentRest(jsonBody(version, 4), '    ')},`,
    '    timeout=30,',
    ')',
    'response.raise_for_status()',
    'run = response.json()',
    '',
    `while run["status"] not in (${FINAL.map((status) => JSON.stringify(status)).join(', ')}):`,
    '    time.sleep(2)',
    '    response = requests.get(RUNS_URL + "/" + run["runId"], headers=HEADERS, timeout=30)',
    '    response.raise_for_status()',
    '    run = response.json()',
    '',
    'print(run)',
    '',
  ].join('\n');
}

function typescriptSync(version: ApiVersion): string {
  return [
    `const response = await fetch(${JSON.stringify(version.syncEndpoint)}, {`,
    '  method: "POST",',
    '  headers: {',
    `    Authorization: \`Bearer \${process.env.${API_KEY_VARIABLE}}\`,`,
    '    "Content-Type": "application/json",',
    '  },',
    `  body: JSON.stringify(${indentRest(objectLiteral(jsonBody(version, 2)), '  ')}),`,
    '});',
    'if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);',
    'const { outputs } = await response.json();',
    'console.log(outputs);',
    '',
  ].join('\n');
}

function typescriptAsync(version: ApiVersion): string {
  return [
    `const runsUrl = ${JSON.stringify(runsUrl(version))};`,
    `const headers = { Authorization: \`Bearer \${process.env.${API_KEY_VARIABLE}}\` };`,
    `const finished = [${FINAL.map((status) => JSON.stringify(status)).join(', ')}];`,
    '',
    'async function answer(response: Response) {',
    '  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);',
    '  return response.json();',
    '}',
    '',
    'let run = await answer(',
    '  await fetch(runsUrl, {',
    '    method: "POST",',
    '    headers: { ...headers, "Content-Type": "application/json" },',
    `    body: JSON.stringify(${indentRest(objectLiteral(jsonBody(version, 2)), '    ')}),`,
    '  }),',
    ');',
    'while (!finished.includes(run.status)) {',
    '  await new Promise((resolve) => setTimeout(resolve, 2000));',
    '  run = await answer(await fetch(`${runsUrl}/${encodeURIComponent(run.runId)}`, { headers }));',
    '}',
    'console.log(run);',
    '',
  ].join('\n');
}

const BUILDERS: Record<SnippetEndpoint, Record<SnippetLanguage, (version: ApiVersion) => string>> = {
  sync: { curl: curlSync, python: pythonSync, typescript: typescriptSync },
  async: { curl: curlAsync, python: pythonAsync, typescript: typescriptAsync },
};

/** Six snippets: the sync call, then the async start-then-poll, each in curl, Python and TypeScript. */
export function buildSnippets(version: ApiVersion): Snippet[] {
  return SNIPPET_ENDPOINTS.flatMap((endpoint) => SNIPPET_LANGUAGES.map((language) => ({ language, endpoint, code: BUILDERS[endpoint][language](version) })));
}
