
export type GraphDatabaseNodeKind = typeof GraphDatabaseNodeKind[keyof typeof GraphDatabaseNodeKind];


export const GraphDatabaseNodeKind = {
  NODE_KIND_DATABASE: 'NODE_KIND_DATABASE',
} as const;
