/**
 * The mock's debug runner. Starting a run simulates the whole graph at once (the path the if-else
 * branches take, each node's inputs, outputs, log, duration and, for LLM nodes, token usage); the run
 * then reveals that plan node by node: over time in auto mode (the table's tick, each node taking its
 * own duration), one node per `next` in step mode.
 */
import type {
  DebugLogLevel,
  DebugNodeRun,
  DebugRun,
  DebugTokenUsage,
  DebugValue,
  GraphEdge,
  GraphNode,
  IfElseCondition,
  LlmModel,
  NodeKind,
} from '../../../src/generated/model';
// The per-kind facts the backend shares with the editor (the model half of each kind: no React).
import { recordByKind } from '../../../src/features/workflow-editor/kinds/by-kind';
import { KIND_LIST, KIND_TABLE } from '../../../src/features/workflow-editor/kinds/model-table';
import { KNOWLEDGE_OUTPUT } from '../../../src/features/workflow-editor/kinds/knowledge/model';
import { LLM_DEFAULTS } from '../../../src/features/workflow-editor/kinds/llm/model';
import { ELSE_HANDLE } from '../../../src/features/workflow-editor/model/handles';

export const debugMessages = {
  failed: 'Workflow debug execution failed',
  cancelled: 'Debug execution cancelled',
  modelUnavailable: 'Model selection is temporarily unavailable.',
} as const;

/** How long a node of a kind takes: `base` plus a share of `spread` (see NODE_DURATION_MS). */
export interface NodeDuration {
  base: number;
  spread: number;
}

/** A kind the mock has no timing for (a kind just added) takes this long. */
const DEFAULT_NODE_DURATION: NodeDuration = { base: 100, spread: 200 };

/** The kinds the mock times on purpose. */
const KIND_DURATIONS: Partial<Record<NodeKind, NodeDuration>> = {
  NODE_KIND_START: { base: 15, spread: 25 },
  NODE_KIND_END: { base: 10, spread: 20 },
  NODE_KIND_IF_ELSE: { base: 10, spread: 30 },
  NODE_KIND_DATABASE: { base: 220, spread: 260 },
  NODE_KIND_KNOWLEDGE: { base: 520, spread: 420 },
  NODE_KIND_LLM: { base: 800, spread: 200 },
  NODE_KIND_WORKFLOW: { base: 700, spread: 500 },
  NODE_KIND_CUSTOM_NODE: { base: 150, spread: 300 },
  NODE_KIND_SHARED_CUSTOM_NODE: { base: 180, spread: 320 },
};

/**
 * How long a node of each kind takes, in milliseconds: `base` plus a share of `spread` picked from the
 * node and its inputs (the same run always takes the same time). LLM nodes add time per token. Every
 * kind of the editor's table has one (the default for a kind the mock does not time).
 */
export const NODE_DURATION_MS: Record<NodeKind, NodeDuration> = recordByKind(KIND_LIST, (model) => KIND_DURATIONS[model.kind] ?? DEFAULT_NODE_DURATION);
/** An LLM call takes between these, growing with its prompt and its answer. */
const LLM_MIN_MS = 1000;
const LLM_MAX_MS = 3000;
const LLM_MS_PER_PROMPT_TOKEN = 1.5;
const LLM_MS_PER_COMPLETION_TOKEN = 6;
/** Tokens the provider adds to every prompt (chat template, role markers). */
const PROMPT_OVERHEAD_TOKENS = 20;

/** Why a node the scenario fails (`failDebugNodes`) failed; LLM nodes fail with the spec's model message. */
function failureOf(node: GraphNode): string {
  switch (node.kind) {
    case 'NODE_KIND_START':
      return 'Input variables could not be read';
    case 'NODE_KIND_END':
      return 'Output variables could not be resolved';
    case 'NODE_KIND_IF_ELSE':
      return 'Conditions could not be evaluated';
    case 'NODE_KIND_LLM':
      return debugMessages.modelUnavailable;
    case 'NODE_KIND_KNOWLEDGE':
      return `Knowledge search failed: index ${node.data.indexId} did not answer`;
    case 'NODE_KIND_DATABASE':
      return 'ORA-12170: TNS:Connect timeout occurred';
    case 'NODE_KIND_WORKFLOW':
      return `Called workflow ${node.data.workflowId} (${node.data.version}) failed`;
    case 'NODE_KIND_CUSTOM_NODE':
    case 'NODE_KIND_SHARED_CUSTOM_NODE':
      return 'Custom node exited with an error (exit code 1)';
    default:
      // A kind the mock has no failure of its own for.
      return 'Node execution failed';
  }
}

interface PlannedNode {
  nodeId: string;
  kind: NodeKind;
  title?: string;
  inputs: DebugValue[];
  outputs: DebugValue[];
  logs: Array<{ level: DebugLogLevel; message: string }>;
  error?: string;
  /** How long the node takes (ms). */
  durationMs: number;
  /** LLM nodes that got an answer. */
  usage?: DebugTokenUsage;
}

export type DebugRunRow = DebugRun & {
  projectId: string;
  /** The simulated execution, in order; the run reveals `done` of them. */
  plan: PlannedNode[];
  done: number;
  startedMs: number;
  /** The evaluation run this run is a row of (its trace): readable by id, not listed with the Debug tab's runs. */
  evaluationRunId?: string;
};

export interface PlanOptions {
  /** Node ids or node kinds that fail when executed (the scenario's `failDebugNodes`). */
  failNodes?: readonly string[];
}

const iso = (ms: number) => new Date(ms).toISOString();
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

type Values = Map<string, Map<string, string>>;

function resolve(expression: string, values: Values): string {
  return expression.replace(/\{\{\s*([A-Za-z0-9_-]+)(?:\.([A-Za-z0-9_]+))?\s*\}\}/g, (_all, first: string, second?: string) => {
    if (second !== undefined) return values.get(first)?.get(second) ?? '';
    for (const vars of values.values()) {
      const value = vars.get(first);
      if (value !== undefined) return value;
    }
    return '';
  });
}

function compare(left: string, right: string): number {
  const a = Number(left);
  const b = Number(right);
  if (left.trim() !== '' && right.trim() !== '' && !Number.isNaN(a) && !Number.isNaN(b)) return a - b;
  return left.localeCompare(right);
}

export function holds(condition: IfElseCondition, values: Values): boolean {
  const left = resolve(condition.inputVariable, values);
  const right = resolve(condition.value ?? '', values);
  switch (condition.operator) {
    case 'IF_ELSE_OPERATOR_EQUALS':
      return left === right;
    case 'IF_ELSE_OPERATOR_NOT_EQUALS':
      return left !== right;
    case 'IF_ELSE_OPERATOR_GREATER_THAN':
      return compare(left, right) > 0;
    case 'IF_ELSE_OPERATOR_LESS_THAN':
      return compare(left, right) < 0;
    case 'IF_ELSE_OPERATOR_GREATER_OR_EQUAL':
      return compare(left, right) >= 0;
    case 'IF_ELSE_OPERATOR_LESS_OR_EQUAL':
      return compare(left, right) <= 0;
    case 'IF_ELSE_OPERATOR_CONTAINS':
      return left.includes(right);
    case 'IF_ELSE_OPERATOR_NOT_CONTAINS':
      return !left.includes(right);
    case 'IF_ELSE_OPERATOR_STARTS_WITH':
      return left.startsWith(right);
    case 'IF_ELSE_OPERATOR_ENDS_WITH':
      return left.endsWith(right);
    case 'IF_ELSE_OPERATOR_IS_EMPTY':
      return left.trim() === '';
    case 'IF_ELSE_OPERATOR_IS_NOT_EMPTY':
      return left.trim() !== '';
    default:
      return false;
  }
}

/** A share in [0, 1) picked from text (FNV-1a): the mock's durations are stable, not random. */
function shareOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0) / 2 ** 32;
}

/** A rough token count: about 4 ASCII characters or 1.5 other (Japanese) characters per token. */
export function estimateTokens(text: string): number {
  let ascii = 0;
  let other = 0;
  for (const ch of text) {
    if (ch.charCodeAt(0) < 128) ascii += 1;
    else other += 1;
  }
  return Math.ceil(ascii / 4 + other / 1.5);
}

/** How long the node takes: its kind's base and spread; an LLM call also per token; a failure sooner. */
function durationOf(planned: Omit<PlannedNode, 'durationMs'>): number {
  const { base, spread } = NODE_DURATION_MS[planned.kind];
  const share = shareOf(`${planned.nodeId}\u0000${planned.inputs.map((i) => `${i.name}=${i.value}`).join('\u0000')}`);
  let ms = base + share * spread;
  if (planned.kind === 'NODE_KIND_LLM' && planned.usage) {
    ms += planned.usage.promptTokens * LLM_MS_PER_PROMPT_TOKEN + planned.usage.completionTokens * LLM_MS_PER_COMPLETION_TOKEN;
    ms = Math.min(LLM_MAX_MS, Math.max(LLM_MIN_MS, ms));
  }
  // A failing node gives up early (a refused model call, a connection timeout reported at once).
  if (planned.error) ms *= 0.3;
  return Math.max(1, Math.round(ms));
}

/** Runs one node against the values so far; returns its record and, for if-else, the handle taken. */
function execute(
  node: GraphNode,
  values: Values,
  inputs: DebugValue[],
  modelOf: (id: string) => LlmModel | undefined,
  failing: boolean,
): { planned: PlannedNode; handle?: string } {
  const planned: Omit<PlannedNode, 'durationMs'> = {
    nodeId: node.id,
    kind: node.kind,
    ...(node.title ? { title: node.title } : {}),
    inputs: [],
    outputs: [],
    logs: [],
  };
  const info = (message: string) => planned.logs.push({ level: 'DEBUG_LOG_LEVEL_INFO', message });
  /** The node fails: no outputs, the log so far and an ERROR line, the error on the node. */
  const fail = (error: string, logLine = error) => {
    planned.outputs = [];
    delete planned.usage;
    planned.logs.push({ level: 'DEBUG_LOG_LEVEL_ERROR', message: logLine });
    planned.error = error;
  };
  let handle: string | undefined;
  switch (node.kind) {
    case 'NODE_KIND_START': {
      planned.inputs = inputs;
      planned.outputs = inputs;
      info(`Received ${inputs.length} input variable(s)`);
      break;
    }
    case 'NODE_KIND_LLM': {
      const { data } = node;
      const prompt = resolve(data.prompt, values);
      const systemPrompt = data.systemPrompt ? resolve(data.systemPrompt, values) : '';
      planned.inputs = [{ name: 'prompt', value: cut(prompt, 5000) }];
      if (data.systemPrompt) planned.inputs.push({ name: 'systemPrompt', value: cut(systemPrompt, 5000) });
      const model = modelOf(data.modelId);
      const unavailable = `Model ${data.modelId}: ${debugMessages.modelUnavailable}`;
      if (!model || !model.available) {
        fail(debugMessages.modelUnavailable, unavailable);
        break;
      }
      const maxTokens = data.maxTokens ?? LLM_DEFAULTS.maxTokens;
      const promptTokens = PROMPT_OVERHEAD_TOKENS + estimateTokens(systemPrompt) + estimateTokens(prompt);
      info(`Calling ${model.displayName} (maxTokens ${maxTokens}, temperature ${data.temperature ?? 1}) with ${promptTokens} prompt tokens`);
      if (failing) {
        fail(debugMessages.modelUnavailable, unavailable);
        break;
      }
      const snippet = cut(prompt.replace(/\s+/g, ' '), 160);
      const answer = data.jsonMode ? JSON.stringify({ result: snippet, model: model.id }) : `[${model.displayName}] ${snippet}`;
      planned.outputs = [{ name: data.outputVariable, value: answer }];
      const completionTokens = Math.max(1, Math.min(maxTokens, estimateTokens(answer)));
      planned.usage = { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens };
      info(
        `Received ${answer.length} characters in ${durationOf(planned)} ms: ${completionTokens} completion tokens, ${promptTokens + completionTokens} tokens in total`,
      );
      break;
    }
    case 'NODE_KIND_KNOWLEDGE': {
      const { data } = node;
      const query = resolve(data.query, values);
      planned.inputs = [{ name: 'query', value: cut(query, 5000) }];
      const documents = Array.from({ length: data.numberOfDocuments }, (_, i) => ({
        title: `${data.indexId} #${i + 1}`,
        score: Math.max(data.minimumScore, Number((0.95 - i * 0.03).toFixed(2))),
        text: `「${cut(query, 40)}」に関連する記述 ${i + 1}`,
      }));
      planned.outputs = [{ name: KNOWLEDGE_OUTPUT, value: JSON.stringify(documents) }];
      info(`Searched ${data.indexId}: ${documents.length} document(s) with score ≥ ${data.minimumScore}`);
      break;
    }
    case 'NODE_KIND_DATABASE': {
      const { data } = node;
      planned.inputs = [{ name: 'query', value: data.query }, ...data.bindVariables.map((b) => ({ name: b.name, value: cut(resolve(b.value, values), 5000) }))];
      const rows = [{ ORDER_NO: 'A-1029', STATUS: 'SHIPPED', SHIPPED_AT: '2026-10-28' }];
      planned.outputs = [{ name: data.variable, value: JSON.stringify(rows) }];
      info(`Query on ${data.connectionId} returned ${rows.length} row(s)`);
      break;
    }
    case 'NODE_KIND_IF_ELSE': {
      const taken = node.data.branches.find((branch) =>
        branch.logicalOperator === 'IF_ELSE_LOGICAL_OPERATOR_AND'
          ? branch.conditions.every((c) => holds(c, values))
          : branch.conditions.some((c) => holds(c, values)),
      );
      handle = taken?.id ?? ELSE_HANDLE;
      planned.inputs = node.data.branches.flatMap((b) =>
        b.conditions.map((c, i) => ({ name: `${b.id}.${i + 1}`, value: cut(resolve(c.inputVariable, values), 5000) })),
      );
      planned.outputs = [{ name: 'branch', value: handle }];
      info(`Took branch ${handle}`);
      break;
    }
    case 'NODE_KIND_WORKFLOW': {
      const { data } = node;
      planned.outputs = [
        { name: data.variable, value: JSON.stringify({ workflowId: data.workflowId, version: data.version, answer: 'サブワークフローの応答' }) },
      ];
      info(`Called workflow ${data.workflowId} (${data.version})`);
      break;
    }
    case 'NODE_KIND_CUSTOM_NODE':
    case 'NODE_KIND_SHARED_CUSTOM_NODE': {
      const { data } = node;
      planned.inputs = data.inputParameters.map((p) => ({ name: p.name, value: cut(resolve(p.value, values), 5000) }));
      planned.outputs = [{ name: data.variable, value: JSON.stringify({ ok: true }) }];
      info(`Ran ${'customNodeId' in data ? data.customNodeId : data.sharedCustomNodeId}`);
      break;
    }
    case 'NODE_KIND_END': {
      planned.outputs = node.data.outputVariables.map((v) => ({ name: v.name, value: cut(resolve(v.value, values), 100000) }));
      info(`Produced ${planned.outputs.length} output variable(s)`);
      break;
    }
    default: {
      // A kind the mock has no simulation for runs generically: its declared output variables, each with a placeholder value.
      planned.outputs = KIND_TABLE.outputVariablesOf(node).map((v) => ({ name: v.name, value: `${planned.nodeId}.${v.name}` }));
      info(`Ran ${planned.kind}: ${planned.outputs.length} output variable(s)`);
      break;
    }
  }
  if (failing && !planned.error) {
    // It failed doing its work: what it would have logged did not happen.
    planned.logs = [];
    fail(failureOf(node));
  }
  values.set(node.id, new Map(planned.outputs.map((o) => [o.name, o.value])));
  return { planned: { ...planned, durationMs: durationOf(planned) }, ...(handle ? { handle } : {}) };
}

/**
 * Simulates the graph from its start node; stops at the first failing node (an unavailable model, or
 * a node whose id or kind is in `failNodes`).
 */
export function planRun(
  graph: { nodes: GraphNode[]; edges: GraphEdge[] },
  inputs: DebugValue[],
  modelOf: (id: string) => LlmModel | undefined,
  options: PlanOptions = {},
): PlannedNode[] {
  const failNodes = new Set(options.failNodes ?? []);
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const start = graph.nodes.find((node) => node.kind === 'NODE_KIND_START');
  if (!start) return [];
  const values: Values = new Map();
  const plan: PlannedNode[] = [];
  const queue: GraphNode[] = [start];
  const seen = new Set([start.id]);
  while (queue.length && plan.length < 500) {
    const node = queue.shift()!;
    const { planned, handle } = execute(node, values, inputs, modelOf, failNodes.has(node.id) || failNodes.has(node.kind));
    plan.push(planned);
    if (planned.error) break;
    for (const edge of graph.edges) {
      if (edge.source !== node.id) continue;
      if (node.kind === 'NODE_KIND_IF_ELSE' && (edge.sourceHandle ?? ELSE_HANDLE) !== handle) continue;
      const next = byId.get(edge.target);
      if (next && !seen.has(next.id)) {
        seen.add(next.id);
        queue.push(next);
      }
    }
  }
  return plan;
}

/** How long an auto run of this plan takes from start to finish (ms). */
export function planDurationMs(plan: PlannedNode[]): number {
  return plan.reduce((sum, planned) => sum + planned.durationMs, 0);
}

/** When the plan's node `index` starts and finishes in an auto run (ms since the run started). */
export function autoNodeWindow(plan: PlannedNode[], index: number): { startMs: number; endMs: number } {
  const startMs = planDurationMs(plan.slice(0, index));
  return { startMs, endMs: startMs + plan[index]!.durationMs };
}

/** Log lines spread over the node's time: the first when it started, the last when it finished. */
function stampLogs(logs: PlannedNode['logs'], startMs: number, endMs: number): DebugNodeRun['logs'] {
  const last = Math.max(1, logs.length - 1);
  return logs.map((line, i) => ({ at: iso(startMs + Math.round(((endMs - startMs) * i) / last)), ...line }));
}

function nodeRecord(planned: PlannedNode, startMs: number, endMs: number | undefined, status: DebugNodeRun['status']): DebugNodeRun {
  const { nodeId, kind, title, inputs, outputs, logs, error, usage } = planned;
  const finished = endMs !== undefined;
  const succeeded = finished && status === 'DEBUG_NODE_STATUS_SUCCEEDED';
  return {
    nodeId,
    kind,
    ...(title ? { title } : {}),
    status,
    startedAt: iso(startMs),
    ...(finished ? { finishedAt: iso(endMs), elapsedMs: endMs - startMs } : {}),
    ...(succeeded && usage ? { usage: { ...usage } } : {}),
    inputs,
    outputs: succeeded ? outputs : [],
    logs: finished ? stampLogs(logs, startMs, endMs) : logs.slice(0, 1).map((line) => ({ at: iso(startMs), ...line })),
    ...(finished && error ? { error } : {}),
  };
}

/** When the last finished node finished (or the run started). */
function lastEndMs(row: DebugRunRow): number {
  const last = row.done > 0 ? row.nodes[row.done - 1]?.finishedAt : undefined;
  return last ? Date.parse(last) : row.startedMs;
}

function finish(row: DebugRunRow, atMs: number): void {
  const last = row.plan[row.done - 1];
  delete row.currentNodeId;
  row.finishedAt = iso(atMs);
  if (last?.error) {
    row.status = 'DEBUG_RUN_STATUS_FAILED';
    row.error = debugMessages.failed;
    return;
  }
  row.status = 'DEBUG_RUN_STATUS_SUCCEEDED';
  row.outputs = row.plan
    .filter((p) => p.kind === 'NODE_KIND_END')
    .flatMap((p) => p.outputs)
    .slice(0, 50);
}

/** Completes the next planned node between the given instants; true when the run is over. */
function completeNext(row: DebugRunRow, startMs: number, endMs: number): boolean {
  const planned = row.plan[row.done]!;
  row.nodes[row.done] = nodeRecord(planned, startMs, endMs, planned.error ? 'DEBUG_NODE_STATUS_FAILED' : 'DEBUG_NODE_STATUS_SUCCEEDED');
  row.done += 1;
  if (planned.error || row.done >= row.plan.length) {
    finish(row, endMs);
    return true;
  }
  row.currentNodeId = row.plan[row.done]!.nodeId;
  return false;
}

/** A new run from its plan: auto runs start RUNNING on the first node, step runs PAUSED before it. */
export function beginRun(row: DebugRunRow): DebugRunRow {
  const first = row.plan[0];
  if (!first) {
    finish(row, row.startedMs);
    return row;
  }
  row.currentNodeId = first.nodeId;
  if (row.mode === 'DEBUG_RUN_MODE_AUTO') row.nodes = [nodeRecord(first, row.startedMs, undefined, 'DEBUG_NODE_STATUS_RUNNING')];
  return row;
}

/** Auto runs advance with time: each node starts when the one before finished and takes its own duration. */
export function tickDebugRun(row: DebugRunRow, now: number): void {
  if (row.mode !== 'DEBUG_RUN_MODE_AUTO' || row.status !== 'DEBUG_RUN_STATUS_RUNNING') return;
  let startMs = row.startedMs + planDurationMs(row.plan.slice(0, row.done));
  while (row.done < row.plan.length) {
    const endMs = startMs + row.plan[row.done]!.durationMs;
    if (endMs > now) break;
    if (completeNext(row, startMs, endMs)) return;
    startMs = endMs;
  }
  const running = row.plan[row.done];
  if (running) row.nodes[row.done] = nodeRecord(running, startMs, undefined, 'DEBUG_NODE_STATUS_RUNNING');
}

/**
 * Step mode: runs the node the run is paused before. The answer comes at once; the node is stamped as
 * having run its duration from the step (and not before the previous node finished).
 */
export function stepRun(row: DebugRunRow, now: number): void {
  const startMs = Math.max(now, lastEndMs(row));
  completeNext(row, startMs, startMs + row.plan[row.done]!.durationMs);
}

/**
 * Cancels a RUNNING or PAUSED run. The nodes that finished keep their outputs; the node running is
 * CANCELLED (with the time it ran); the nodes never reached are not listed.
 */
export function cancelRun(row: DebugRunRow, now: number): void {
  const atMs = Math.max(now, lastEndMs(row));
  const running = row.nodes[row.done];
  if (running && running.status === 'DEBUG_NODE_STATUS_RUNNING') {
    const startMs = running.startedAt ? Date.parse(running.startedAt) : atMs;
    row.nodes[row.done] = {
      ...running,
      status: 'DEBUG_NODE_STATUS_CANCELLED',
      finishedAt: iso(atMs),
      elapsedMs: Math.max(0, atMs - startMs),
      outputs: [],
      logs: [...running.logs, { at: iso(atMs), level: 'DEBUG_LOG_LEVEL_WARN', message: debugMessages.cancelled }],
    };
  }
  delete row.currentNodeId;
  row.status = 'DEBUG_RUN_STATUS_CANCELLED';
  row.error = debugMessages.cancelled;
  row.finishedAt = iso(atMs);
}
