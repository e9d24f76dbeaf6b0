
export type GraphSharedCustomNodeKind = typeof GraphSharedCustomNodeKind[keyof typeof GraphSharedCustomNodeKind];


export const GraphSharedCustomNodeKind = {
  NODE_KIND_SHARED_CUSTOM_NODE: 'NODE_KIND_SHARED_CUSTOM_NODE',
} as const;
