
export type GraphEndNodeKind = typeof GraphEndNodeKind[keyof typeof GraphEndNodeKind];


export const GraphEndNodeKind = {
  NODE_KIND_END: 'NODE_KIND_END',
} as const;
