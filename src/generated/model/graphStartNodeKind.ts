
export type GraphStartNodeKind = typeof GraphStartNodeKind[keyof typeof GraphStartNodeKind];


export const GraphStartNodeKind = {
  NODE_KIND_START: 'NODE_KIND_START',
} as const;
