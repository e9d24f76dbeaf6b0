
export type GraphWorkflowNodeKind = typeof GraphWorkflowNodeKind[keyof typeof GraphWorkflowNodeKind];


export const GraphWorkflowNodeKind = {
  NODE_KIND_WORKFLOW: 'NODE_KIND_WORKFLOW',
} as const;
