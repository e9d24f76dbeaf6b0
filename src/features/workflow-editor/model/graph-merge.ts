/**
 * Three-way merge of graphs by node and edge id: `base` is the server graph both sides started from,
 * `mine` the local draft, `theirs` the server's current graph. Changes on one side only are taken;
 * nodes changed on both sides merge field by field (title, position, each data field). Where both
 * changed the same field differently, or one deleted what the other changed, mine is kept and the
 * conflict lists both values, so nothing either side did is lost. Linear in the size of the graphs.
 */
import type { GraphEdge, GraphNode } from '../../../generated/model';
import { deepEqual } from './deep-equal';
import type { GraphShape } from './graph-types';
import { freshId, type RandomDigit } from './ids';
import { nodeRegistry } from './node-registry';

export type MergeConflictReason = 'bothChanged' | 'deletedByThem' | 'deletedByMe' | 'bothAdded';

export interface MergeConflict {
  kind: 'node' | 'edge';
  id: string;
  /** The field both changed (`position`, `title`, `data.prompt`), for `bothChanged`. */
  field?: string;
  reason: MergeConflictReason;
  mine?: unknown;
  theirs?: unknown;
  /** For `bothAdded` nodes: the id their node was re-added under. */
  theirsCopyId?: string;
}

export interface MergeResult {
  graph: GraphShape;
  conflicts: MergeConflict[];
  /** Edges left out because a node they joined is gone from the merge. */
  droppedEdgeIds: string[];
}

type Fields = Map<string, unknown>;

function fieldsOf(node: GraphNode): Fields {
  const fields: Fields = new Map<string, unknown>([
    ['title', node.title],
    ['position', node.position],
  ]);
  for (const [key, value] of Object.entries(node.data)) fields.set(`data.${key}`, value);
  return fields;
}

function mergeNode(base: GraphNode, mine: GraphNode, theirs: GraphNode, conflicts: MergeConflict[]): GraphNode {
  if (deepEqual(mine, theirs) || deepEqual(theirs, base)) return mine;
  if (deepEqual(mine, base)) return theirs;
  if (mine.kind !== theirs.kind) {
    conflicts.push({ kind: 'node', id: mine.id, reason: 'bothChanged', field: 'kind', mine: mine.kind, theirs: theirs.kind });
    return mine;
  }
  const b = fieldsOf(base);
  const m = fieldsOf(mine);
  const t = fieldsOf(theirs);
  const merged: Fields = new Map();
  for (const key of new Set([...m.keys(), ...t.keys()])) {
    const vb = b.get(key);
    const vm = m.get(key);
    const vt = t.get(key);
    if (deepEqual(vm, vt) || deepEqual(vt, vb)) merged.set(key, vm);
    else if (deepEqual(vm, vb)) merged.set(key, vt);
    else {
      merged.set(key, vm);
      conflicts.push({ kind: 'node', id: mine.id, reason: 'bothChanged', field: key, mine: vm, theirs: vt });
    }
  }
  const data: Record<string, unknown> = {};
  for (const [key, value] of merged) if (key.startsWith('data.') && value !== undefined) data[key.slice(5)] = value;
  const title = merged.get('title') as string | undefined;
  return { id: mine.id, kind: mine.kind, ...(title !== undefined ? { title } : {}), position: merged.get('position'), data } as unknown as GraphNode;
}

interface Keyed {
  id: string;
}

/** Ids of the three versions, in output order: theirs first, then what only mine has, in mine's order. */
function unionIds(mine: readonly Keyed[], theirs: readonly Keyed[]): string[] {
  const ids = theirs.map((item) => item.id);
  const seen = new Set(ids);
  for (const item of mine) if (!seen.has(item.id)) ids.push(item.id);
  return ids;
}

const byId = <T extends Keyed>(items: readonly T[]) => new Map(items.map((item) => [item.id, item] as const));

export function mergeGraphs(base: GraphShape, mine: GraphShape, theirs: GraphShape, random?: RandomDigit): MergeResult {
  const conflicts: MergeConflict[] = [];
  const [bn, mn, tn] = [byId(base.nodes), byId(mine.nodes), byId(theirs.nodes)];
  const nodes: GraphNode[] = [];
  const extra: GraphNode[] = [];
  const taken = new Set([...mn.keys(), ...tn.keys()]);
  for (const id of unionIds(mine.nodes, theirs.nodes)) {
    const [b, m, t] = [bn.get(id), mn.get(id), tn.get(id)];
    if (m && t && b) nodes.push(mergeNode(b, m, t, conflicts));
    else if (m && t) {
      nodes.push(m);
      if (!deepEqual(m, t)) {
        const copyId = freshId(nodeRegistry[t.kind].idPrefix, taken, random);
        taken.add(copyId);
        extra.push({ ...t, id: copyId, position: { x: t.position.x + 40, y: t.position.y + 40 } } as GraphNode);
        conflicts.push({ kind: 'node', id, reason: 'bothAdded', mine: m, theirs: t, theirsCopyId: copyId });
      }
    } else if (m) {
      if (!b) nodes.push(m);
      else if (!deepEqual(m, b)) {
        nodes.push(m);
        conflicts.push({ kind: 'node', id, reason: 'deletedByThem', mine: m });
      }
    } else if (t) {
      if (!b) nodes.push(t);
      else if (!deepEqual(t, b)) {
        nodes.push(t);
        conflicts.push({ kind: 'node', id, reason: 'deletedByMe', theirs: t });
      }
    }
  }
  nodes.push(...extra);

  const present = new Set(nodes.map((node) => node.id));
  const kept = new Set(conflicts.filter((c) => c.reason === 'deletedByMe' || c.reason === 'deletedByThem').map((c) => c.id));
  const [be, me, te] = [byId(base.edges), byId(mine.edges), byId(theirs.edges)];
  const edges: GraphEdge[] = [];
  const droppedEdgeIds: string[] = [];
  const connections = new Set<string>();
  for (const id of unionIds(mine.edges, theirs.edges)) {
    const [b, m, t] = [be.get(id), me.get(id), te.get(id)];
    let edge: GraphEdge | undefined;
    // An edge deleted along with a node the other side changed comes back with that node.
    const keptWith = (e: GraphEdge) => kept.has(e.source) || kept.has(e.target);
    if (m && t) edge = deepEqual(m, b) ? t : m;
    else if (m) edge = b && deepEqual(m, b) && !keptWith(m) ? undefined : m;
    else if (t) edge = b && deepEqual(t, b) && !keptWith(t) ? undefined : t;
    if (!edge) continue;
    if (!present.has(edge.source) || !present.has(edge.target)) {
      droppedEdgeIds.push(edge.id);
      continue;
    }
    const connection = `${edge.source}\u0000${edge.sourceHandle ?? ''}\u0000${edge.target}`;
    if (connections.has(connection)) continue;
    connections.add(connection);
    edges.push(edge);
  }
  return { graph: { nodes, edges }, conflicts, droppedEdgeIds };
}
