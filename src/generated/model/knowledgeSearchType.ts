
/**
 * How the index is searched.
 */
export type KnowledgeSearchType = typeof KnowledgeSearchType[keyof typeof KnowledgeSearchType];


export const KnowledgeSearchType = {
  SEARCH_TYPE_VECTOR: 'SEARCH_TYPE_VECTOR',
  SEARCH_TYPE_FULL_TEXT: 'SEARCH_TYPE_FULL_TEXT',
  SEARCH_TYPE_HYBRID: 'SEARCH_TYPE_HYBRID',
} as const;
