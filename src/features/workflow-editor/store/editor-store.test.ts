import { describe, expect, it } from 'vitest';
import type { GraphShape } from '../model/graph-types';
import { createEditorStore, graphOf } from './editor-store';
import { autoLayout } from '../model/auto-layout';
import { addNode, moveNodes, removeElements, setNodeData, setNodeTitle, withEdge } from '../model/graph-ops';
import { createNode } from '../model/node-registry';

const graph: GraphShape = {
  nodes: [
    { id: 'start', kind: 'NODE_KIND_START', position: { x: 0, y: 0 }, data: { inputVariables: [] } },
    { id: 'end', kind: 'NODE_KIND_END', position: { x: 300, y: 0 }, data: { outputVariables: [] } },
  ],
  edges: [{ id: 'e1', source: 'start', target: 'end' }],
};

const editable = () => createEditorStore({ workflowId: 'wf', graph, revision: 3, readOnly: false });

describe('editor store', () => {
  it('undoes and redoes a move and a deletion, counting each as unsaved', () => {
    const store = editable();
    store.edit((g) => moveNodes(g, new Map([['end', { x: 400, y: 100 }]])), 'move:end');
    store.edit((g) => moveNodes(g, new Map([['end', { x: 420, y: 120 }]])), 'move:end');
    store.seal();
    store.edit((g) => removeElements(g, ['end']));
    expect(graphOf(store.getState()).nodes.map((n) => n.id)).toEqual(['start']);
    expect(graphOf(store.getState()).edges).toEqual([]);
    store.undo();
    expect(graphOf(store.getState()).nodes[1]!.position).toEqual({ x: 420, y: 120 });
    store.undo(); // the whole drag was one step
    expect(graphOf(store.getState())).toBe(graph);
    store.redo();
    store.redo();
    expect(graphOf(store.getState()).nodes).toHaveLength(1);
    expect(store.getState().save.status).toBe('dirty');
  });

  it('refuses edits while read-only and never deletes the start node', () => {
    const store = createEditorStore({ workflowId: 'wf', graph, revision: 1 });
    store.edit((g) => removeElements(g, ['end']));
    expect(graphOf(store.getState())).toBe(graph);
    store.setReadOnly(false);
    store.edit((g) => removeElements(g, ['start']));
    expect(graphOf(store.getState())).toBe(graph);
    expect(store.getState().history.past).toHaveLength(0);
  });

  it('adds, connects (once) and lays out nodes; a restored draft starts unsaved', () => {
    const node = createNode('NODE_KIND_LLM', { position: { x: 10, y: 21 }, takenIds: new Set(graph.nodes.map((n) => n.id)) });
    const { id } = node;
    const added = addNode(graph, node);
    expect(added.nodes.at(-1)).toMatchObject({ id, kind: 'NODE_KIND_LLM', position: { x: 10, y: 21 } });
    const linked = withEdge(withEdge(added, { source: 'start', target: id }), { source: 'start', target: id });
    expect(linked.edges.filter((e) => e.target === id)).toHaveLength(1);
    const laid = autoLayout(linked);
    const x = (nodeId: string) => laid.nodes.find((n) => n.id === nodeId)!.position.x;
    expect(x('start')).toBeLessThan(x(id));
    const draft = createEditorStore({ workflowId: 'wf', graph: laid, baseGraph: graph, revision: 3, dirty: true, readOnly: false });
    expect(draft.getState().save.status).toBe('dirty');
  });

  it('after a conflict, taking theirs is an undo step away from mine', () => {
    const store = editable();
    store.edit((g) => moveNodes(g, new Map([['end', { x: 999, y: 0 }]])));
    const mine = graphOf(store.getState());
    store.dispatchSave({ type: 'saveStarted' });
    store.dispatchSave({ type: 'conflicted', conflict: { code: 409, message: 'conflict', currentRevision: 4 } });
    const theirs: GraphShape = { nodes: graph.nodes, edges: [] };
    store.resolveConflict(theirs, theirs, 4, false);
    expect(store.getState().save).toMatchObject({ status: 'saved', baseRevision: 4 });
    expect(graphOf(store.getState())).toBe(theirs);
    store.undo();
    expect(graphOf(store.getState())).toBe(mine);
  });

  it('a node added a moment ago stays untouched through moves and undo; a field edit, touch or save attempt ends it', () => {
    const store = editable();
    const llm = createNode('NODE_KIND_LLM', { position: { x: 0, y: 200 }, takenIds: new Set() });
    const ifElse = createNode('NODE_KIND_IF_ELSE', { position: { x: 300, y: 200 }, takenIds: new Set([llm.id]) });
    store.edit((g) => addNode(addNode(g, llm), ifElse));
    store.markUntouched([llm.id, ifElse.id]);
    store.edit((g) => moveNodes(g, new Map([[llm.id, { x: 40, y: 240 }]])));
    store.edit((g) => withEdge(g, { source: 'start', target: llm.id }));
    expect([...store.getState().untouchedNodeIds]).toEqual([llm.id, ifElse.id]);
    // Removed and brought back by undo: still as it was.
    store.edit((g) => removeElements(g, [llm.id]));
    store.undo();
    expect(store.getState().untouchedNodeIds.has(llm.id)).toBe(true);

    store.edit((g) => setNodeData(g, llm.id, 'prompt', 'Hello'));
    expect([...store.getState().untouchedNodeIds]).toEqual([ifElse.id]);
    store.touch(ifElse.id);
    expect(store.getState().untouchedNodeIds.size).toBe(0);

    store.markUntouched([llm.id, ifElse.id]);
    store.edit((g) => setNodeTitle(g, ifElse.id, 'Route'));
    expect([...store.getState().untouchedNodeIds]).toEqual([llm.id]);
    store.touchAll();
    expect(store.getState().untouchedNodeIds.size).toBe(0);
  });
});
