
export type GraphIfElseNodeKind = typeof GraphIfElseNodeKind[keyof typeof GraphIfElseNodeKind];


export const GraphIfElseNodeKind = {
  NODE_KIND_IF_ELSE: 'NODE_KIND_IF_ELSE',
} as const;
