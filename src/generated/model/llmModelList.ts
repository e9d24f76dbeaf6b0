import type { LlmModel } from './llmModel';
import type { PageMeta } from './pageMeta';

export type LlmModelList = PageMeta & {
  /** @maxItems 100 */
  items: LlmModel[];
};
