/**
 * Issues as people read them, wherever they are listed (overview, node panel, save button, canvas
 * badges): the message with nodes named by title, the node's title and the field's label — never an
 * internal id. The node of an edge's issue is found as the node panel finds it (node-issues.ts).
 */
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphNode } from '../../../generated/model';
import type { GraphShape } from '../model/graph-types';
import { fieldLabelParts, messageParams, type FieldLabelPart } from '../model/issue-labels';
import { createIssueNodeLookup, issuesOfNode } from '../model/node-issues';
import { definitionOf } from '../model/node-registry';
import type { GraphIssue } from '../model/validation';
import { useEditorStoreApi } from '../store/editor-context';
import { graphOf } from '../store/editor-store';

type EditorT = TFunction<['editor']>;

export interface IssueEntry {
  issue: GraphIssue;
  /** The node the issue is about: its own, or an edge's source (else target); none for the workflow's. */
  nodeId: string | undefined;
  message: string;
  nodeName: string | undefined;
  fieldLabel: string | undefined;
  /** Node and field together ('LLM · Prompt'), or the node alone. */
  where: string | undefined;
}

/** A node as people know it: its title, or its kind when it has none. */
export const nodeNameOf = (node: GraphNode, t: EditorT): string => node.title || t(definitionOf(node).labelKey);

function labelOf(parts: readonly FieldLabelPart[], t: EditorT): string {
  return parts
    .map((part) => ('text' in part ? part.text : part.number === undefined ? t(part.key) : t('issues.item', { name: t(part.key), number: part.number })))
    .reduce((parent, child) => t('issues.nested', { parent, child }));
}

/** A function translating an issue's message, nodes named by title (read from the graph at call time). */
export function issueMessenger(graph: GraphShape, t: EditorT): (issue: GraphIssue) => string {
  let byId: Map<string, GraphNode> | undefined;
  const nameOf = (id: string) => {
    byId ??= new Map(graph.nodes.map((node) => [node.id, node]));
    const node = byId.get(id);
    return node && nodeNameOf(node, t);
  };
  return (issue) => t(issue.key, messageParams(issue, nameOf));
}

/** The entries of a list of issues, in order. */
export function issueEntries(issues: readonly GraphIssue[], graph: GraphShape, t: EditorT): IssueEntry[] {
  const nodeOf = createIssueNodeLookup(graph);
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const message = issueMessenger(graph, t);
  return issues.map((issue) => {
    const nodeId = nodeOf(issue);
    const node = nodeId === undefined ? undefined : byId.get(nodeId);
    const nodeName = node && nodeNameOf(node, t);
    // A field's label only where the issue is on that node's own field (not an edge's).
    const parts = node && issue.nodeId === node.id ? fieldLabelParts(issue.field, node) : undefined;
    const fieldLabel = parts && labelOf(parts, t);
    const where = nodeName && (fieldLabel ? t('issues.where', { node: nodeName, field: fieldLabel }) : nodeName);
    return { issue, nodeId, message: message(issue), nodeName, fieldLabel, where };
  });
}

/** The entries of these issues, worked out again only when the issues change (the graph is read then). */
export function useIssueEntries(issues: readonly GraphIssue[]): IssueEntry[] {
  const { t } = useTranslation(['editor']);
  const store = useEditorStoreApi();
  return useMemo(() => issueEntries(issues, graphOf(store.getState()), t), [issues, store, t]);
}

/** Translates one issue's message as the lists do (a field's message beside it). */
export function useIssueMessage(): (issue: GraphIssue) => string {
  const { t } = useTranslation(['editor']);
  const store = useEditorStoreApi();
  return useCallback((issue: GraphIssue) => issueMessenger(graphOf(store.getState()), t)(issue), [store, t]);
}

/** One issue on one line: 'Model: This field is required.', or the message alone. */
export const issueLine = ({ fieldLabel, message }: IssueEntry, t: EditorT): string =>
  fieldLabel ? t('issues.fieldMessage', { field: fieldLabel, message }) : message;

/**
 * A node's issues as lines (a canvas badge's tooltip), worked out when asked for. The function stays
 * the same while the issues change, so handing it to every node re-renders none of them.
 */
export function useNodeIssueText(issues: readonly GraphIssue[]): (nodeId: string) => string {
  const { t } = useTranslation(['editor']);
  const store = useEditorStoreApi();
  const latest = useRef(issues);
  useEffect(() => {
    latest.current = issues;
  }, [issues]);
  return useCallback(
    (nodeId: string) => {
      const graph = graphOf(store.getState());
      return issueEntries(issuesOfNode(latest.current, graph, nodeId), graph, t)
        .map((entry) => issueLine(entry, t))
        .join('\n');
    },
    [store, t],
  );
}
