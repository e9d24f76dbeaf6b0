/** What the trace and the comparison read from a run: node names, times, tokens, the server's messages. */
import type { TFunction } from 'i18next';
import type { DebugNodeRun, DebugRun, GraphNode } from '../../../../generated/model';
import type { NamespacedKey } from '../../../../lib/i18n-keys';
import { elapsedOf } from '../../../../lib/duration';
import { nodeRegistry } from '../../model/node-registry';

export type TraceT = TFunction<['debug', 'editor', 'common']>;
/** Any `t` that takes the debug namespace's keys with their prefix (whatever its namespace order). */
export type DebugMessageT = (key: NamespacedKey<'debug'>) => string;

/** The node's name: the run's title, else the graph node's, else its kind's label. */
export function nodeTitleOf(nodeRun: Pick<DebugNodeRun, 'kind' | 'title'>, graphNode: GraphNode | undefined, t: TraceT): string {
  return nodeRun.title || graphNode?.title || kindLabelOf(nodeRun.kind, t);
}

export const kindLabelOf = (kind: DebugNodeRun['kind'], t: TraceT): string => {
  const definition = nodeRegistry[kind];
  return definition ? t(definition.labelKey) : kind;
};

/** How long the node took: the server's figure, else finish − start; undefined while unknown. */
export const nodeElapsedOf = (nodeRun: DebugNodeRun): number | undefined => nodeRun.elapsedMs ?? elapsedOf(nodeRun.startedAt, nodeRun.finishedAt);

/** How long the run took (undefined until it finishes). */
export const runElapsedOf = (run: DebugRun): number | undefined => elapsedOf(run.startedAt, run.finishedAt);

/** Tokens of every node that reports usage; undefined when none does. */
export function runTokensOf(run: DebugRun): number | undefined {
  let total: number | undefined;
  for (const node of run.nodes) if (node.usage) total = (total ?? 0) + node.usage.totalTokens;
  return total;
}

/** The spec's messages the server words in English, shown in the interface language. */
const KNOWN_MESSAGES: Record<string, NamespacedKey<'debug'>> = {
  'Workflow debug execution failed': 'debug:message.failed',
  'Debug execution cancelled': 'debug:message.cancelled',
  'Model selection is temporarily unavailable.': 'debug:message.modelUnavailable',
  'Could not retrieve error message.': 'debug:message.noErrorMessage',
};

/** A message from the server in the interface language when it is one of the spec's, else as sent. */
export function serverMessage(text: string, t: DebugMessageT): string {
  const key = KNOWN_MESSAGES[text.trim()];
  return key ? t(key) : text;
}

/** A failed node's error; 'Could not retrieve error message.' when the server gave none. */
export function nodeErrorOf(nodeRun: DebugNodeRun, t: DebugMessageT): string | undefined {
  if (nodeRun.error?.trim()) return serverMessage(nodeRun.error, t);
  return nodeRun.status === 'DEBUG_NODE_STATUS_FAILED' ? t('debug:message.noErrorMessage') : undefined;
}

/** Keys of a run's node runs for lists: the node id, suffixed when a node ran more than once. */
export function nodeRunKeys(nodes: readonly DebugNodeRun[]): string[] {
  const seen = new Map<string, number>();
  return nodes.map((node) => {
    const count = seen.get(node.nodeId) ?? 0;
    seen.set(node.nodeId, count + 1);
    return count === 0 ? node.nodeId : `${node.nodeId}#${count + 1}`;
  });
}
