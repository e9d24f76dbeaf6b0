
export type GraphCustomNodeKind = typeof GraphCustomNodeKind[keyof typeof GraphCustomNodeKind];


export const GraphCustomNodeKind = {
  NODE_KIND_CUSTOM_NODE: 'NODE_KIND_CUSTOM_NODE',
} as const;
