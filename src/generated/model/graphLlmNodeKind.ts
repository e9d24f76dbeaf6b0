
export type GraphLlmNodeKind = typeof GraphLlmNodeKind[keyof typeof GraphLlmNodeKind];


export const GraphLlmNodeKind = {
  NODE_KIND_LLM: 'NODE_KIND_LLM',
} as const;
