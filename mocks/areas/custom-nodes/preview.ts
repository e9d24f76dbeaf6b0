/**
 * A simulated preview run of a custom node: the mock backend does not run Python, but checks the
 * parameter values against the declared types, the provider sign-in and the `run` function, replays
 * the code's print() lines into the trace and answers a stand-in output built from the parameters. It
 * says so: the result is `simulated` (the studio shows that beside it) and the trace's second line
 * explains it in English and Japanese.
 */
import type {
  CustomNodeParameter,
  CustomNodePreviewParameter,
  CustomNodePreviewResult,
  CustomNodeTraceLevel,
  CustomNodeTraceLine,
} from '../../../src/generated/model';
import { providerInfo } from './catalog';
import { authenticationOf, type CustomNodeRow } from './table';

const TYPE_NAMES: Record<CustomNodeParameter['dataType'], string> = {
  PARAMETER_DATA_TYPE_STRING: 'str',
  PARAMETER_DATA_TYPE_NUMBER: 'float',
  PARAMETER_DATA_TYPE_INTEGER: 'int',
  PARAMETER_DATA_TYPE_BOOLEAN: 'bool',
  PARAMETER_DATA_TYPE_OBJECT: 'dict',
  PARAMETER_DATA_TYPE_ARRAY: 'list',
};

/** The trace line that says the code is not run (both languages: the trace is not translated by the studio). */
export const SIMULATED_NOTE =
  'Mock backend: the code is not executed. Its print() lines are replayed and the output is a stand-in built from the parameter values. / ' +
  'モックのバックエンドのため、コードは実行されません。print() の行を再生し、出力はパラメーターの値から作った代わりの値です。';

function fits(dataType: CustomNodeParameter['dataType'], value: unknown): boolean {
  switch (dataType) {
    case 'PARAMETER_DATA_TYPE_STRING':
      return typeof value === 'string';
    case 'PARAMETER_DATA_TYPE_NUMBER':
      return typeof value === 'number' && Number.isFinite(value);
    case 'PARAMETER_DATA_TYPE_INTEGER':
      return typeof value === 'number' && Number.isInteger(value);
    case 'PARAMETER_DATA_TYPE_BOOLEAN':
      return typeof value === 'boolean';
    case 'PARAMETER_DATA_TYPE_OBJECT':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'PARAMETER_DATA_TYPE_ARRAY':
      return Array.isArray(value);
  }
}

function mask(text: string, char: string): string {
  return text
    .replace(/[\w.+-]+@[\w-]+\.[\w.-]+/g, `${char.repeat(3)}@${char.repeat(3)}`)
    .replace(/0\d{1,4}-?\d{1,4}-?\d{3,4}/g, (m) => m.replace(/\d/g, char))
    .replace(/\d{3}-\d{4}/g, (m) => m.replace(/\d/g, char));
}

/** A believable return value for the node. */
function outputOf(code: string, values: Record<string, unknown>, parameters: CustomNodeParameter[]): unknown {
  const strings = parameters.filter((param) => param.dataType === 'PARAMETER_DATA_TYPE_STRING' && typeof values[param.label] === 'string');
  if (/mask/i.test(code) && strings[0]) {
    const char = typeof values.mask_char === 'string' && values.mask_char ? values.mask_char : '*';
    return mask(String(values[strings[0].label]), char);
  }
  if (parameters.length === 1 && strings.length === 1) return `${String(values[strings[0]!.label])}`;
  return Object.fromEntries(parameters.filter((param) => param.label in values).map((param) => [param.label, values[param.label]]));
}

export function runPreview(row: CustomNodeRow, request: { parameterValues: Record<string, unknown>; code?: string }, now: number): CustomNodePreviewResult {
  const code = request.code ?? row.code;
  const trace: CustomNodeTraceLine[] = [];
  let at = now;
  const log = (level: CustomNodeTraceLevel, message: string, costMs = 3) => {
    at += costMs;
    trace.push({ sequence: trace.length + 1, time: new Date(at).toISOString(), level, message });
  };
  const finish = (status: CustomNodePreviewResult['status'], outputs: Record<string, unknown>, errorMessage?: string): CustomNodePreviewResult => {
    log(
      status === 'PREVIEW_STATUS_SUCCEEDED' ? 'TRACE_LEVEL_INFO' : 'TRACE_LEVEL_ERROR',
      status === 'PREVIEW_STATUS_SUCCEEDED' ? 'Preview run finished' : 'Preview run failed',
      2,
    );
    return {
      status,
      parameters,
      outputs,
      trace,
      startedAt: new Date(now).toISOString(),
      finishedAt: new Date(at).toISOString(),
      durationMs: at - now,
      ...(errorMessage ? { errorMessage } : {}),
      simulated: true,
    };
  };

  log('TRACE_LEVEL_INFO', 'Starting preview run (Python 3.12, timeout 60s)', 35);
  log('TRACE_LEVEL_WARNING', SIMULATED_NOTE, 1);
  const values = request.parameterValues;
  const parameters: CustomNodePreviewParameter[] = row.parameters.map((param) => ({
    label: param.label,
    dataType: param.dataType,
    ...(param.label in values ? { value: values[param.label] } : {}),
  }));
  for (const key of Object.keys(values)) {
    if (!row.parameters.some((param) => param.label === key)) log('TRACE_LEVEL_WARNING', `Ignoring unknown parameter '${key}'`);
  }
  log('TRACE_LEVEL_DEBUG', `Parameters: ${row.parameters.map((param) => `${param.label}: ${TYPE_NAMES[param.dataType]}`).join(', ') || '(none)'}`);

  for (const param of row.parameters) {
    const value = values[param.label];
    if (value === undefined || value === null) {
      if (param.required ?? true) {
        const message = `TypeError: run() missing required argument: '${param.label}'`;
        log('TRACE_LEVEL_ERROR', message);
        return finish('PREVIEW_STATUS_FAILED', {}, message);
      }
      continue;
    }
    if (!fits(param.dataType, value)) {
      const message = `TypeError: parameter '${param.label}' must be ${TYPE_NAMES[param.dataType]}`;
      log('TRACE_LEVEL_ERROR', message);
      return finish('PREVIEW_STATUS_FAILED', {}, message);
    }
  }

  if (row.authentication) {
    const auth = authenticationOf(row, now);
    const provider = providerInfo(row.authentication.provider).displayName;
    if (auth.status !== 'AUTH_STATUS_AUTHENTICATED') {
      const message =
        auth.status === 'AUTH_STATUS_EXPIRED'
          ? `The ${provider} authentication has expired. Please re-authenticate.`
          : `Not authenticated with ${provider}. Please authenticate on the Authentication tab.`;
      log('TRACE_LEVEL_ERROR', message);
      return finish('PREVIEW_STATUS_FAILED', {}, message);
    }
    log('TRACE_LEVEL_INFO', `Using ${provider} credentials of ${auth.accountName} (scopes: ${auth.scopes.join(' ')})`);
  }

  if (!/^\s*def\s+run\s*\(/m.test(code)) {
    const message = "NameError: name 'run' is not defined";
    log('TRACE_LEVEL_ERROR', message);
    return finish('PREVIEW_STATUS_FAILED', {}, message);
  }
  log('TRACE_LEVEL_DEBUG', 'Calling run()', 8);
  for (const match of code.matchAll(/print\(\s*f?["']([^"'\n]{1,200})["']/g)) {
    if (trace.length > 40) break;
    log('TRACE_LEVEL_INFO', match[1]!, 20 + (match[1]!.length % 30));
  }
  const output = outputOf(code, values, row.parameters);
  log(
    'TRACE_LEVEL_DEBUG',
    `run() returned ${Array.isArray(output) ? 'list' : typeof output === 'object' ? 'dict' : 'str'} as ${row.outputVariable}`,
    40 + (code.length % 60),
  );
  return finish('PREVIEW_STATUS_SUCCEEDED', { [row.outputVariable]: output });
}
