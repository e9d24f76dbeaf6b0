/**
 * Copy and paste of selected nodes, within a workflow and across workflows: the selection (and the
 * edges between its nodes) becomes a serializable payload (text for the system clipboard); pasting
 * gives every node and edge a fresh id, points references between pasted nodes at the new ids and
 * offsets the positions.
 */
import { NodeKind, type GraphEdge, type GraphNode, type NodePosition } from '../../../generated/model';
import type { GraphShape } from './graph-types';
import { freshId, type RandomDigit } from './ids';
import { messageKeys } from './messages';
import { definitionOf, nodeRegistry } from './node-registry';
import { mapValueFields, renameReferences } from './references';

export const CLIPBOARD_FORMAT = 'ai-workflow-studio/nodes';
export const CLIPBOARD_VERSION = 1;
/** Where a paste lands relative to the copied nodes when no point is given. */
export const PASTE_OFFSET: NodePosition = { x: 40, y: 40 };
const POSITION_LIMIT = 100000;

export interface ClipboardPayload {
  format: typeof CLIPBOARD_FORMAT;
  version: typeof CLIPBOARD_VERSION;
  sourceWorkflowId?: string;
  nodes: GraphNode[];
  edges: GraphEdge[];
}

export type CopyResult =
  { ok: true; payload: ClipboardPayload } | { ok: false; titleKey: typeof messageKeys.copyFailed; descriptionKey: typeof messageKeys.copyFailedDescription };

/**
 * The selected nodes and the edges between them. The start node is left out (a graph has one);
 * nothing left to copy is 'Copy failed' (select a node and retry).
 */
export function copyNodes(graph: GraphShape, selectedIds: Iterable<string>, sourceWorkflowId?: string): CopyResult {
  const selected = new Set(selectedIds);
  const nodes = graph.nodes.filter((node) => selected.has(node.id) && !definitionOf(node).single);
  if (nodes.length === 0) return { ok: false, titleKey: messageKeys.copyFailed, descriptionKey: messageKeys.copyFailedDescription };
  const copied = new Set(nodes.map((node) => node.id));
  const edges = graph.edges.filter((edge) => copied.has(edge.source) && copied.has(edge.target));
  return {
    ok: true,
    payload: {
      format: CLIPBOARD_FORMAT,
      version: CLIPBOARD_VERSION,
      ...(sourceWorkflowId ? { sourceWorkflowId } : {}),
      nodes: structuredClone(nodes),
      edges: structuredClone(edges),
    },
  };
}

export const serializeClipboard = (payload: ClipboardPayload): string => JSON.stringify(payload);

const KINDS = new Set<string>(Object.values(NodeKind));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNodeLike = (value: unknown): value is GraphNode =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.kind === 'string' &&
  KINDS.has(value.kind) &&
  isRecord(value.position) &&
  Number.isFinite(value.position.x) &&
  Number.isFinite(value.position.y) &&
  isRecord(value.data);
const isEdgeLike = (value: unknown): value is GraphEdge =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.source === 'string' &&
  typeof value.target === 'string' &&
  (value.sourceHandle === undefined || typeof value.sourceHandle === 'string');

/**
 * The payload in a clipboard text, or null when it holds something else. Node fields are not checked
 * against the contract here: a half-filled node copies fine, and validation flags it after the paste.
 */
export function parseClipboard(text: string): ClipboardPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.format !== CLIPBOARD_FORMAT || value.version !== CLIPBOARD_VERSION) return null;
  if (!Array.isArray(value.nodes) || !Array.isArray(value.edges)) return null;
  if (value.nodes.length === 0 || !value.nodes.every(isNodeLike) || !value.edges.every(isEdgeLike)) return null;
  return value as unknown as ClipboardPayload;
}

export interface PasteOptions {
  /** Put the top-left of the pasted nodes here (e.g. the pointer); otherwise offset by `offset`. */
  at?: NodePosition;
  offset?: NodePosition;
  random?: RandomDigit;
}

export interface PasteResult {
  graph: GraphShape;
  /** The new ids of the pasted nodes (to select them). */
  pastedIds: string[];
}

const clamp = (value: number) => Math.min(POSITION_LIMIT, Math.max(-POSITION_LIMIT, value));

/** The graph with the payload's nodes and edges added under fresh ids. */
export function pasteNodes(graph: GraphShape, payload: ClipboardPayload, options: PasteOptions = {}): PasteResult {
  const takenNodes = new Set(graph.nodes.map((node) => node.id));
  const takenEdges = new Set(graph.edges.map((edge) => edge.id));
  const idMap = new Map<string, string>();
  for (const node of payload.nodes) {
    const id = freshId(nodeRegistry[node.kind].idPrefix, takenNodes, options.random);
    takenNodes.add(id);
    idMap.set(node.id, id);
  }
  let dx = options.offset?.x ?? PASTE_OFFSET.x;
  let dy = options.offset?.y ?? PASTE_OFFSET.y;
  if (options.at) {
    dx = options.at.x - Math.min(...payload.nodes.map((node) => node.position.x));
    dy = options.at.y - Math.min(...payload.nodes.map((node) => node.position.y));
  }
  const rename = (text: string) => renameReferences(text, idMap);
  const nodes = payload.nodes.map((node) => {
    const copy = mapValueFields(structuredClone(node), rename);
    return { ...copy, id: idMap.get(node.id)!, position: { x: clamp(node.position.x + dx), y: clamp(node.position.y + dy) } } as GraphNode;
  });
  const edges: GraphEdge[] = [];
  for (const edge of payload.edges) {
    const source = idMap.get(edge.source);
    const target = idMap.get(edge.target);
    if (!source || !target) continue;
    const id = freshId('e', takenEdges, options.random);
    takenEdges.add(id);
    edges.push({ id, source, target, ...(edge.sourceHandle ? { sourceHandle: edge.sourceHandle } : {}) });
  }
  return { graph: { nodes: [...graph.nodes, ...nodes], edges: [...graph.edges, ...edges] }, pastedIds: nodes.map((node) => node.id) };
}
