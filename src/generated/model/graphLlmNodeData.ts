import type { Id } from './id';
import type { MediaUrls } from './mediaUrls';
import type { NodeVariableName } from './nodeVariableName';

export interface GraphLlmNodeData {
  /**
     * An id from the models list.
     * @minLength 1
     * @maxLength 100
     */
  modelId: string;
  /** @maxLength 20000 */
  prompt: string;
  /** @maxLength 20000 */
  systemPrompt?: string;
  outputVariable: NodeVariableName;
  /**
     * @minimum 0
     * @maximum 2
     */
  temperature?: number;
  /**
     * @minimum 1
     * @maximum 128000
     */
  maxTokens?: number;
  /**
     * @minimum 0
     * @maximum 1
     */
  topP?: number;
  /**
     * Knowledge indexes whose search results ground the answer.
     * @maxItems 10
     */
  knowledge?: Id[];
  jsonMode?: boolean;
  /** Pass the conversation context (chat workflows). */
  useContext?: boolean;
  imageUrls?: MediaUrls;
  videoUrls?: MediaUrls;
  audioUrls?: MediaUrls;
  fileUrls?: MediaUrls;
}
