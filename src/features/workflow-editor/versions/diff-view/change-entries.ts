/**
 * The diff's changes as people read them, in navigation order: the change (its mark), the node's name
 * (its title, else its kind; never its id) or an edge's "source → target", and the kind's name. Pure, given `t`.
 */
import type { TFunction } from 'i18next';
import type { GraphNode } from '../../../../generated/model';
import { definitionOf } from '../../model/node-registry';
import type { DiffChange, GraphDiff, NodeChanged } from '../diff/types';
import { isEdgeChange, MARK_OF, type DiffMark } from './diff-flow';

type EditorT = TFunction<['editor']>;

export interface ChangeEntry {
  change: DiffChange;
  mark: DiffMark;
  edge: boolean;
  /** The node's name, or the edge's "source → target". */
  name: string;
  /** The node's kind, or "Connection". */
  kind: string;
  /** A changed node's before and after (its field diff). */
  changed?: NodeChanged;
}

export const nodeNameOf = (node: GraphNode, t: EditorT): string => node.title || t(definitionOf(node).labelKey);

export function edgeNameOf(source: GraphNode | undefined, target: GraphNode | undefined, ids: { source: string; target: string }, t: EditorT): string {
  return t('diffView.edgeName', { source: source ? nodeNameOf(source, t) : ids.source, target: target ? nodeNameOf(target, t) : ids.target });
}

export function changeEntries(diff: GraphDiff, nodesById: ReadonlyMap<string, GraphNode>, t: EditorT): ChangeEntry[] {
  const changed = new Map(diff.nodes.changed.map((entry) => [entry.id, entry] as const));
  const edges = new Map([...diff.edges.added, ...diff.edges.removed].map((entry) => [entry.key, entry.edge] as const));
  return diff.changes.map((change): ChangeEntry => {
    const mark = MARK_OF[change.type];
    if (isEdgeChange(change)) {
      const edge = edges.get(change.id);
      const ids = { source: edge?.source ?? '', target: edge?.target ?? '' };
      return { change, mark, edge: true, name: edgeNameOf(nodesById.get(ids.source), nodesById.get(ids.target), ids, t), kind: t('diffView.connection') };
    }
    const node = nodesById.get(change.id);
    return {
      change,
      mark,
      edge: false,
      name: node ? nodeNameOf(node, t) : change.id,
      kind: node ? t(definitionOf(node).labelKey) : '',
      ...(changed.has(change.id) ? { changed: changed.get(change.id) } : {}),
    };
  });
}
