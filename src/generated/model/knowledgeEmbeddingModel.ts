
/**
 * The model that embeds the chunks.
 */
export type KnowledgeEmbeddingModel = typeof KnowledgeEmbeddingModel[keyof typeof KnowledgeEmbeddingModel];


export const KnowledgeEmbeddingModel = {
  EMBEDDING_MODEL_TEXT_EMBEDDING_3_SMALL: 'EMBEDDING_MODEL_TEXT_EMBEDDING_3_SMALL',
  EMBEDDING_MODEL_TEXT_EMBEDDING_3_LARGE: 'EMBEDDING_MODEL_TEXT_EMBEDDING_3_LARGE',
  EMBEDDING_MODEL_MULTILINGUAL_E5_LARGE: 'EMBEDDING_MODEL_MULTILINGUAL_E5_LARGE',
} as const;
