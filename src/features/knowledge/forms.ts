/**
 * The index dialog's form (§5, §9): name required (the contract's 50 at most); chunk size and chunk
 * overlap required, whole numbers of at least 1, the overlap smaller than the size; at least one file;
 * minimum score from 0 to 1 and number of documents from 1 to 50, left empty for the server's defaults
 * (0.75 and 3, the placeholders).
 */
import { z } from 'zod';
import { requiredText } from '../../components/form/zod-messages';
import {
  createKnowledgeIndexBodyChunkOverlapMax,
  createKnowledgeIndexBodyChunkSizeMax,
  createKnowledgeIndexBodyDocumentCountDefault,
  createKnowledgeIndexBodyDocumentCountMax,
  createKnowledgeIndexBodyFileIdsMax,
  createKnowledgeIndexBodyMinimumScoreDefault,
  createKnowledgeIndexBodyNameMax,
} from '../../generated/knowledge-indexes/knowledge-indexes.zod';
import type { KnowledgeEmbeddingModel, KnowledgeFileRef, KnowledgeSearchType } from '../../generated/model';
import type { Translate } from '../../lib/translate';

/** §9: chunk size and overlap at least 1. */
export const CHUNK_MIN = 1;
export const DOCUMENT_COUNT_MIN = 1;
/** §9's sample placeholders: 3 documents, score 0.75 (the contract's defaults). */
export const DOCUMENT_COUNT_PLACEHOLDER = createKnowledgeIndexBodyDocumentCountDefault;
export const MINIMUM_SCORE_PLACEHOLDER = createKnowledgeIndexBodyMinimumScoreDefault;
export const INDEX_FILES_MAX = createKnowledgeIndexBodyFileIdsMax;

export const SEARCH_TYPES: KnowledgeSearchType[] = ['SEARCH_TYPE_HYBRID', 'SEARCH_TYPE_VECTOR', 'SEARCH_TYPE_FULL_TEXT'];
export const EMBEDDING_MODELS: KnowledgeEmbeddingModel[] = [
  'EMBEDDING_MODEL_MULTILINGUAL_E5_LARGE',
  'EMBEDDING_MODEL_TEXT_EMBEDDING_3_SMALL',
  'EMBEDDING_MODEL_TEXT_EMBEDDING_3_LARGE',
];

const WHOLE = /^\d+$/;
const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;

/** A required whole number typed in a text field, from `min` to `max`, with the area's messages. */
function wholeNumber(t: Translate, required: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, required)
    .regex(WHOLE, t('knowledge:validation.wholeNumber'))
    .transform(Number)
    .pipe(
      z
        .number()
        .min(CHUNK_MIN, t('knowledge:validation.atLeast', { min: CHUNK_MIN }))
        .max(max, t('knowledge:validation.atMost', { max })),
    );
}

/** An optional number: empty means the server's default. */
function optionalNumber(t: Translate, { whole, min, max }: { whole: boolean; min: number; max: number }) {
  const message = t('knowledge:validation.range', { min, max });
  return z
    .string()
    .trim()
    .refine((text) => text === '' || (whole ? WHOLE : DECIMAL).test(text), whole ? t('knowledge:validation.wholeNumber') : t('knowledge:validation.number'))
    .transform((text) => (text === '' ? undefined : Number(text)))
    .pipe(z.number().min(min, message).max(max, message).optional());
}

export function indexFormSchema(t: Translate) {
  return z
    .object({
      name: requiredText(t, { required: t('knowledge:validation.nameRequired'), max: createKnowledgeIndexBodyNameMax }),
      chunkSize: wholeNumber(t, t('knowledge:validation.chunkSizeRequired'), createKnowledgeIndexBodyChunkSizeMax),
      chunkOverlap: wholeNumber(t, t('knowledge:validation.chunkOverlapRequired'), createKnowledgeIndexBodyChunkOverlapMax),
      searchType: z.custom<KnowledgeSearchType>((value) => SEARCH_TYPES.includes(value as KnowledgeSearchType)),
      embeddingModel: z.custom<KnowledgeEmbeddingModel>((value) => EMBEDDING_MODELS.includes(value as KnowledgeEmbeddingModel)),
      minimumScore: optionalNumber(t, { whole: false, min: 0, max: 1 }),
      documentCount: optionalNumber(t, { whole: true, min: DOCUMENT_COUNT_MIN, max: createKnowledgeIndexBodyDocumentCountMax }),
      files: z
        .array(z.custom<KnowledgeFileRef>())
        .min(1, t('knowledge:validation.filesRequired'))
        .max(INDEX_FILES_MAX, t('knowledge:validation.filesTooMany', { max: INDEX_FILES_MAX })),
    })
    .superRefine((values, context) => {
      if (values.chunkOverlap >= values.chunkSize) {
        context.addIssue({ code: 'custom', path: ['chunkOverlap'], message: t('knowledge:validation.overlapTooLarge') });
      }
    });
}

export type IndexFormValues = z.input<ReturnType<typeof indexFormSchema>>;
export type IndexFormOutput = z.output<ReturnType<typeof indexFormSchema>>;
