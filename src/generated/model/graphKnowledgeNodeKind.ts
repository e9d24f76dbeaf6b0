
export type GraphKnowledgeNodeKind = typeof GraphKnowledgeNodeKind[keyof typeof GraphKnowledgeNodeKind];


export const GraphKnowledgeNodeKind = {
  NODE_KIND_KNOWLEDGE: 'NODE_KIND_KNOWLEDGE',
} as const;
