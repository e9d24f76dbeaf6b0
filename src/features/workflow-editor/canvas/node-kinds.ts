import type { GraphNode, NodeKind } from '../../../generated/model';

export const KIND_COLORS: Record<NodeKind, string> = {
  NODE_KIND_START: '#2e7d32',
  NODE_KIND_END: '#c62828',
  NODE_KIND_LLM: '#6a1b9a',
  NODE_KIND_KNOWLEDGE: '#00838f',
  NODE_KIND_DATABASE: '#4e342e',
  NODE_KIND_IF_ELSE: '#ef6c00',
  NODE_KIND_WORKFLOW: '#1565c0',
  NODE_KIND_CUSTOM_NODE: '#455a64',
  NODE_KIND_SHARED_CUSTOM_NODE: '#37474f',
};

/** How much white the dark theme mixes into a kind's colour (the dark colours sink into the dark canvas); the CSS uses the same mix. */
export const DARK_KIND_LIGHTEN = 0.35;

/** A kind's colour as drawn in the light or the dark theme (`#rrggbb`). */
export function kindColor(kind: NodeKind, dark: boolean): string {
  const color = KIND_COLORS[kind];
  if (!dark) return color;
  const mixed = [1, 3, 5].map((at) => Math.round(parseInt(color.slice(at, at + 2), 16) * (1 - DARK_KIND_LIGHTEN) + 255 * DARK_KIND_LIGHTEN));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** A short line of data shown under the title (user data, not a translated string). */
export function nodeSummary(node: GraphNode): string {
  switch (node.kind) {
    case 'NODE_KIND_START':
      return node.data.inputVariables.map((v) => v.name).join(', ');
    case 'NODE_KIND_END':
      return node.data.outputVariables.map((v) => v.name).join(', ');
    case 'NODE_KIND_LLM':
      return node.data.modelId;
    case 'NODE_KIND_KNOWLEDGE':
      return node.data.indexId;
    case 'NODE_KIND_DATABASE':
      return node.data.connectionId;
    case 'NODE_KIND_IF_ELSE':
      return '';
    case 'NODE_KIND_WORKFLOW':
      return node.data.workflowId;
    case 'NODE_KIND_CUSTOM_NODE':
      return node.data.customNodeId;
    case 'NODE_KIND_SHARED_CUSTOM_NODE':
      return node.data.sharedCustomNodeId;
  }
}
