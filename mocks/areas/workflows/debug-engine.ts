/**
 * The mock's debug runner. Starting a run simulates the whole graph at once (the path the if-else
 * branches take, each node's inputs, outputs and log); the run then reveals that plan node by node:
 * over time in auto mode (the table's tick), one node per `next` in step mode.
 */
import type {
  DebugLogLevel,
  DebugNodeRun,
  DebugRun,
  DebugValue,
  GraphEdge,
  GraphNode,
  IfElseCondition,
  LlmModel,
  NodeKind,
} from '../../../src/generated/model';

/** How long each node of an auto-mode run takes. */
export const NODE_STEP_MS = 1000;

export const debugMessages = {
  failed: 'Workflow debug execution failed',
  cancelled: 'Debug execution cancelled',
  modelUnavailable: 'Model selection is temporarily unavailable.',
} as const;

interface PlannedNode {
  nodeId: string;
  kind: NodeKind;
  title?: string;
  inputs: DebugValue[];
  outputs: DebugValue[];
  logs: Array<{ level: DebugLogLevel; message: string }>;
  error?: string;
}

export type DebugRunRow = DebugRun & {
  projectId: string;
  /** The simulated execution, in order; the run reveals `done` of them. */
  plan: PlannedNode[];
  done: number;
  startedMs: number;
};

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

/** Runs one node against the values so far; returns its record and, for if-else, the handle taken. */
function execute(node: GraphNode, values: Values, inputs: DebugValue[], modelOf: (id: string) => LlmModel | undefined): { planned: PlannedNode; handle?: string } {
  const planned: PlannedNode = { nodeId: node.id, kind: node.kind, ...(node.title ? { title: node.title } : {}), inputs: [], outputs: [], logs: [] };
  const info = (message: string) => planned.logs.push({ level: 'DEBUG_LOG_LEVEL_INFO', message });
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
      planned.inputs = [{ name: 'prompt', value: cut(prompt, 5000) }];
      if (data.systemPrompt) planned.inputs.push({ name: 'systemPrompt', value: cut(resolve(data.systemPrompt, values), 5000) });
      const model = modelOf(data.modelId);
      if (!model || !model.available) {
        planned.logs.push({ level: 'DEBUG_LOG_LEVEL_ERROR', message: `Model ${data.modelId}: ${debugMessages.modelUnavailable}` });
        planned.error = debugMessages.modelUnavailable;
        break;
      }
      info(`Calling ${model.displayName} (maxTokens ${data.maxTokens ?? 1024}, temperature ${data.temperature ?? 1})`);
      const snippet = cut(prompt.replace(/\s+/g, ' '), 160);
      const answer = data.jsonMode ? JSON.stringify({ result: snippet, model: model.id }) : `[${model.displayName}] ${snippet}`;
      planned.outputs = [{ name: data.outputVariable, value: answer }];
      info(`Received ${answer.length} characters`);
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
      planned.outputs = [{ name: 'documents', value: JSON.stringify(documents) }];
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
      handle = taken?.id ?? 'else';
      planned.inputs = node.data.branches.flatMap((b) => b.conditions.map((c, i) => ({ name: `${b.id}.${i + 1}`, value: cut(resolve(c.inputVariable, values), 5000) })));
      planned.outputs = [{ name: 'branch', value: handle }];
      info(`Took branch ${handle}`);
      break;
    }
    case 'NODE_KIND_WORKFLOW': {
      const { data } = node;
      planned.outputs = [{ name: data.variable, value: JSON.stringify({ workflowId: data.workflowId, version: data.version, answer: 'サブワークフローの応答' }) }];
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
  }
  values.set(node.id, new Map(planned.outputs.map((o) => [o.name, o.value])));
  return { planned, ...(handle ? { handle } : {}) };
}

/** Simulates the graph from its start node; stops at the first failing node. */
export function planRun(
  graph: { nodes: GraphNode[]; edges: GraphEdge[] },
  inputs: DebugValue[],
  modelOf: (id: string) => LlmModel | undefined,
): PlannedNode[] {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const start = graph.nodes.find((node) => node.kind === 'NODE_KIND_START');
  if (!start) return [];
  const values: Values = new Map();
  const plan: PlannedNode[] = [];
  const queue: GraphNode[] = [start];
  const seen = new Set([start.id]);
  while (queue.length && plan.length < 500) {
    const node = queue.shift()!;
    const { planned, handle } = execute(node, values, inputs, modelOf);
    plan.push(planned);
    if (planned.error) break;
    for (const edge of graph.edges) {
      if (edge.source !== node.id) continue;
      if (node.kind === 'NODE_KIND_IF_ELSE' && (edge.sourceHandle ?? 'else') !== handle) continue;
      const next = byId.get(edge.target);
      if (next && !seen.has(next.id)) {
        seen.add(next.id);
        queue.push(next);
      }
    }
  }
  return plan;
}

function nodeRecord(planned: PlannedNode, startMs: number, endMs: number | undefined, status: DebugNodeRun['status']): DebugNodeRun {
  const { logs, error, ...rest } = planned;
  const finished = endMs !== undefined;
  return {
    ...rest,
    status,
    startedAt: iso(startMs),
    ...(finished ? { finishedAt: iso(endMs) } : {}),
    outputs: finished && status === 'DEBUG_NODE_STATUS_SUCCEEDED' ? planned.outputs : [],
    logs: finished
      ? logs.map((line, i) => ({ at: iso(i === 0 ? startMs : endMs), ...line }))
      : logs.slice(0, 1).map((line) => ({ at: iso(startMs), ...line })),
    ...(finished && error ? { error } : {}),
  };
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
  row.outputs = row.plan.filter((p) => p.kind === 'NODE_KIND_END').flatMap((p) => p.outputs).slice(0, 50);
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

/** Auto runs advance with time: one node per NODE_STEP_MS. */
export function tickDebugRun(row: DebugRunRow, now: number): void {
  if (row.mode !== 'DEBUG_RUN_MODE_AUTO' || row.status !== 'DEBUG_RUN_STATUS_RUNNING') return;
  const due = Math.min(row.plan.length, Math.floor((now - row.startedMs) / NODE_STEP_MS));
  while (row.done < due) {
    const startMs = row.startedMs + row.done * NODE_STEP_MS;
    if (completeNext(row, startMs, startMs + NODE_STEP_MS)) return;
  }
  const running = row.plan[row.done];
  if (running) row.nodes[row.done] = nodeRecord(running, row.startedMs + row.done * NODE_STEP_MS, undefined, 'DEBUG_NODE_STATUS_RUNNING');
}

/** Step mode: runs the node the run is paused before. */
export function stepRun(row: DebugRunRow, now: number): void {
  completeNext(row, now, now);
}

/** Cancels a RUNNING or PAUSED run. */
export function cancelRun(row: DebugRunRow, now: number): void {
  const running = row.nodes[row.done];
  if (running && running.status === 'DEBUG_NODE_STATUS_RUNNING') {
    row.nodes[row.done] = {
      ...running,
      status: 'DEBUG_NODE_STATUS_CANCELLED',
      finishedAt: iso(now),
      logs: [...running.logs, { at: iso(now), level: 'DEBUG_LOG_LEVEL_WARN', message: debugMessages.cancelled }],
    };
  }
  delete row.currentNodeId;
  row.status = 'DEBUG_RUN_STATUS_CANCELLED';
  row.error = debugMessages.cancelled;
  row.finishedAt = iso(now);
}
