import { spawnSync } from 'node:child_process';
import vm from 'node:vm';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { ApiVersion } from '../../../generated/model';
import { buildSnippets, monacoLanguageOf, type Snippet, type SnippetEndpoint, type SnippetLanguage, SNIPPET_LANGUAGES, shellQuote } from './snippets';
import { apiVersionFixture, manyNames, TRICKY_NAMES } from './testing';

/** Names a shell or a string literal could misread: the tricky ones plus shell expansions. */
const NAMES = [...TRICKY_NAMES, '$HOME and $(echo injected) and `echo injected`', 'tab\there', 'line\nbreak'];
const TEST_KEY = 'test-key-from-env';
const hasPython = spawnSync('python3', ['--version']).status === 0;

function snippetOf(version: ApiVersion, language: SnippetLanguage, endpoint: SnippetEndpoint): string {
  const found = buildSnippets(version).find((snippet) => snippet.language === language && snippet.endpoint === endpoint);
  if (!found) throw new Error(`no ${language} ${endpoint} snippet`);
  return found.code;
}

/** The inputs as [name, value] pairs, sorted (objects holding a `__proto__` own property compare reliably this way). */
function inputEntries(body: unknown): Array<[string, unknown]> {
  return Object.entries((body as { inputs: Record<string, unknown> }).inputs).sort(([a], [b]) => (a < b ? -1 : 1));
}

function expectedEntries(names: string[]): Array<[string, unknown]> {
  return inputEntries({ inputs: Object.fromEntries(names.map((name) => [name, `<${name}>`])) });
}

/** The JSON object written after `marker`: from its `{` to the matching `}`, skipping braces inside JSON strings. */
function objectTextAfter(code: string, marker: string): string {
  const start = code.indexOf('{', code.indexOf(marker));
  let depth = 0;
  let inString = false;
  for (let index = start; index < code.length; index += 1) {
    const char = code[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return code.slice(start, index + 1);
  }
  throw new Error(`no object after ${marker}`);
}

/** Runs a curl snippet in bash with curl, jq and sleep stubbed: the calls' arguments, in order (NUL-separated on file descriptor 3). */
function runCurl(code: string): { status: number | null; stderr: string; calls: string[][] } {
  const stubs = String.raw`
curl() { printf '%s\0' CALL curl "$@" >&3; case " $* " in *" POST "*) printf '{"runId":"run_1","status":"PENDING"}' ;; *) printf '{"runId":"run_1","status":"SUCCEEDED","outputs":{}}' ;; esac; }
jq() { local field; field=$(printf '%s' "$2" | cut -c2-); sed -n "s/.*\"$field\":\"\([^\"]*\)\".*/\1/p"; }
sleep() { printf '%s\0' CALL sleep "$@" >&3; }
`;
  const result = spawnSync('bash', ['-c', `${stubs}\n${code}`], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, AIW_API_KEY: TEST_KEY },
    stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
  });
  const calls: string[][] = [];
  for (const token of String(result.output[3] ?? '')
    .split('\0')
    .slice(0, -1)) {
    if (token === 'CALL') calls.push([]);
    else calls.at(-1)?.push(token);
  }
  return { status: result.status, stderr: result.stderr, calls };
}

/** Runs a Python snippet with `requests` and `time.sleep` stubbed: the calls, as JSON. */
function runPython(code: string): { status: number | null; stderr: string; calls: Array<[string, ...unknown[]]> } {
  const harness = String.raw`
import json, os, sys, time, types
calls = []
class Answer:
    def __init__(self, data): self.data = data
    def raise_for_status(self): pass
    def json(self): return self.data
def post(url, headers=None, json=None, timeout=None):
    calls.append(["post", url, headers, json])
    return Answer({"runId": "run_1", "status": "PENDING", "outputs": {}})
def get(url, headers=None, timeout=None):
    calls.append(["get", url, headers])
    return Answer({"runId": "run_1", "status": "SUCCEEDED", "outputs": {}})
requests = types.ModuleType("requests")
requests.post, requests.get = post, get
sys.modules["requests"] = requests
time.sleep = lambda seconds: calls.append(["sleep", seconds])
exec(compile(sys.stdin.read(), "snippet.py", "exec"), {"__name__": "__main__"})
print("\nCALLS " + json.dumps(calls))
`;
  const result = spawnSync('python3', ['-c', harness], { input: code, encoding: 'utf8', env: { ...process.env, AIW_API_KEY: TEST_KEY } });
  const line = result.stdout.split('\n').find((text) => text.startsWith('CALLS '));
  return { status: result.status, stderr: result.stderr, calls: line ? JSON.parse(line.slice(6)) : [] };
}

type FetchCall = { url: string; init?: { method?: string; headers?: Record<string, string>; body?: string } };

/** Transpiles a TypeScript snippet (no syntax errors allowed) and runs it with fetch, setTimeout and the environment stubbed. */
async function runTypescript(code: string): Promise<{ calls: FetchCall[]; delays: number[]; logged: unknown[] }> {
  const output = ts.transpileModule(code, { reportDiagnostics: true, compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } });
  expect(output.diagnostics?.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))).toEqual([]);
  const calls: FetchCall[] = [];
  const delays: number[] = [];
  const logged: unknown[] = [];
  const answer = (data: unknown) => ({ ok: true, status: 200, json: async () => data, text: async () => JSON.stringify(data) });
  const context = vm.createContext({
    fetch: async (url: string, init?: FetchCall['init']) => {
      calls.push({ url, init });
      const async = init?.method === 'POST' && !url.endsWith('/run');
      if (async) return answer({ runId: 'run 1/ü', status: 'PENDING' });
      return answer(init?.method === 'POST' ? { outputs: { category: 'billing' } } : { runId: 'run 1/ü', status: 'SUCCEEDED', outputs: {} });
    },
    setTimeout: (resume: () => void, ms: number) => {
      delays.push(ms);
      resume();
    },
    process: { env: { AIW_API_KEY: TEST_KEY } },
    console: { log: (value: unknown) => logged.push(value) },
  });
  await vm.runInContext(`(async () => {\n${output.outputText.replace(/^export \{\};?$/m, '')}\n})()`, context);
  return { calls, delays, logged };
}

describe('buildSnippets', () => {
  const version = apiVersionFixture();

  it('gives curl, Python and TypeScript for the sync call and the async run', () => {
    expect(buildSnippets(version).map(({ language, endpoint }) => `${endpoint}:${language}`)).toEqual([
      'sync:curl',
      'sync:python',
      'sync:typescript',
      'async:curl',
      'async:python',
      'async:typescript',
    ]);
    expect(SNIPPET_LANGUAGES.map(monacoLanguageOf)).toEqual(['shell', 'python', 'typescript']);
  });

  it('calls the endpoint with the key from AIW_API_KEY, never a key itself', () => {
    const placeholder: Record<SnippetLanguage, string> = {
      curl: '$AIW_API_KEY',
      python: 'os.environ["AIW_API_KEY"]',
      typescript: 'process.env.AIW_API_KEY',
    };
    for (const snippet of buildSnippets(version)) {
      expect(snippet.code).toContain(snippet.endpoint === 'sync' ? version.syncEndpoint : version.asyncEndpoint);
      expect(snippet.code).toContain(placeholder[snippet.language]);
      expect(snippet.code).not.toContain('aiw_sk_');
      expect(snippet.code).not.toContain(version.apiKeyHint);
    }
  });

  it('writes the inputs as JSON that parses back, whatever the names', () => {
    const tricky = apiVersionFixture({ inputVariableNames: NAMES });
    const markers: Record<SnippetLanguage, string> = { curl: '-d ', python: 'json=', typescript: 'JSON.stringify(' };
    for (const snippet of buildSnippets(tricky).filter((candidate) => candidate.language !== 'curl')) {
      // A `__proto__` key is computed in TypeScript (`["__proto__"]:`); the rest is the JSON text.
      const text = objectTextAfter(snippet.code, markers[snippet.language]).replace('["__proto__"]:', '"__proto__":');
      expect(inputEntries(JSON.parse(text)), `${snippet.language} ${snippet.endpoint}`).toEqual(expectedEntries(NAMES));
    }
  });

  it('sends no inputs as an empty object, and 50 inputs in full', () => {
    for (const names of [[], manyNames(50)]) {
      for (const snippet of buildSnippets(apiVersionFixture({ inputVariableNames: names })).filter((candidate) => candidate.language === 'python')) {
        expect(inputEntries(JSON.parse(objectTextAfter(snippet.code, 'json=')))).toEqual(expectedEntries(names));
      }
    }
  });

  it('never contains a key even when asked for many snippets', () => {
    const all: Snippet[] = [apiVersionFixture(), apiVersionFixture({ inputVariableNames: NAMES })].flatMap(buildSnippets);
    expect(all.every((snippet) => !snippet.code.includes('aiw_sk_'))).toBe(true);
  });
});

describe('shellQuote', () => {
  it('single-quotes, writing each single quote as quote-backslash-quote-quote', () => {
    expect(shellQuote('plain')).toBe(`'plain'`);
    expect(shellQuote(`it's`)).toBe(`'it'\\''s'`);
    expect(shellQuote('$HOME "x" \\ `y`')).toBe(`'$HOME "x" \\ \`y\`'`);
  });
});

describe('the curl snippets in bash', () => {
  const tricky = apiVersionFixture({
    inputVariableNames: NAMES,
    syncEndpoint: `https://api.example.com/v1/it's/run`,
    asyncEndpoint: `https://api.example.com/v1/it's/run-async`,
  });

  it('are valid bash', () => {
    for (const endpoint of ['sync', 'async'] as const) {
      const check = spawnSync('bash', ['-n'], { input: snippetOf(tricky, 'curl', endpoint), encoding: 'utf8' });
      expect(check.stderr).toBe('');
      expect(check.status).toBe(0);
    }
  });

  it('send the sync call with the body and URL exactly as meant (single quotes and $ survive)', () => {
    const result = runCurl(snippetOf(tricky, 'curl', 'sync'));
    expect(result.status).toBe(0);
    expect(result.calls).toHaveLength(1);
    const [args] = result.calls as [string[]];
    expect(args.slice(0, 10)).toEqual([
      'curl',
      '-sS',
      '-X',
      'POST',
      `https://api.example.com/v1/it's/run`,
      '-H',
      `Authorization: Bearer ${TEST_KEY}`,
      '-H',
      'Content-Type: application/json',
      '-d',
    ]);
    expect(inputEntries(JSON.parse(args[10] ?? ''))).toEqual(expectedEntries(NAMES));
  });

  it('start the async run, then poll its URL every 2 seconds until it has finished', () => {
    const result = runCurl(snippetOf(tricky, 'curl', 'async'));
    expect(result.status).toBe(0);
    const [start, sleep, poll] = result.calls;
    expect(start).toEqual(expect.arrayContaining(['POST', `https://api.example.com/v1/it's/run-async`, `Authorization: Bearer ${TEST_KEY}`]));
    expect(inputEntries(JSON.parse(start?.[start.indexOf('-d') + 1] ?? ''))).toEqual(expectedEntries(NAMES));
    expect(sleep).toEqual(['sleep', '2']);
    expect(poll).toEqual(expect.arrayContaining([`https://api.example.com/v1/it's/run-async/run_1`, `Authorization: Bearer ${TEST_KEY}`]));
    expect(poll).not.toContain('POST');
    expect(result.calls).toHaveLength(3);
  });
});

describe.skipIf(!hasPython)('the Python snippets', () => {
  const tricky = apiVersionFixture({ inputVariableNames: NAMES, asyncEndpoint: 'https://api.example.com/v1/t/run-async/' });
  const headers = { Authorization: `Bearer ${TEST_KEY}` };

  it('post the sync call with the inputs', () => {
    const result = runPython(snippetOf(tricky, 'python', 'sync'));
    expect(result.stderr).toBe('');
    expect(result.calls).toHaveLength(1);
    const [method, url, sentHeaders, body] = result.calls[0] ?? [];
    expect([method, url, sentHeaders]).toEqual(['post', tricky.syncEndpoint, headers]);
    expect(inputEntries(body)).toEqual(expectedEntries(NAMES));
  });

  it('start the async run, then poll it every 2 seconds until it has finished', () => {
    const result = runPython(snippetOf(tricky, 'python', 'async'));
    expect(result.stderr).toBe('');
    expect(result.calls.map((call) => call.slice(0, 3))).toEqual([
      ['post', 'https://api.example.com/v1/t/run-async', headers],
      ['sleep', 2],
      ['get', 'https://api.example.com/v1/t/run-async/run_1', headers],
    ]);
    expect(inputEntries(result.calls[0]?.[3])).toEqual(expectedEntries(NAMES));
  });
});

describe('the TypeScript snippets', () => {
  const tricky = apiVersionFixture({ inputVariableNames: NAMES });

  it('fetch the sync call with the inputs (a `__proto__` input included)', async () => {
    const { calls, logged } = await runTypescript(snippetOf(tricky, 'typescript', 'sync'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(tricky.syncEndpoint);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.headers).toEqual({ Authorization: `Bearer ${TEST_KEY}`, 'Content-Type': 'application/json' });
    expect(inputEntries(JSON.parse(calls[0]?.init?.body ?? ''))).toEqual(expectedEntries(NAMES));
    expect(logged).toEqual([{ category: 'billing' }]);
  });

  it('start the async run, then poll it every 2 seconds until it has finished', async () => {
    const { calls, delays, logged } = await runTypescript(snippetOf(tricky, 'typescript', 'async'));
    expect(calls.map((call) => [call.url, call.init?.method])).toEqual([
      [tricky.asyncEndpoint, 'POST'],
      [`${tricky.asyncEndpoint}/run%201%2F%C3%BC`, undefined],
    ]);
    expect(calls[1]?.init?.headers).toEqual({ Authorization: `Bearer ${TEST_KEY}` });
    expect(inputEntries(JSON.parse(calls[0]?.init?.body ?? ''))).toEqual(expectedEntries(NAMES));
    expect(delays).toEqual([2000]);
    expect(logged).toEqual([{ runId: 'run 1/ü', status: 'SUCCEEDED', outputs: {} }]);
  });
});
