import type { LlmProvider } from './llmProvider';

/**
 * A model of the LLM node's model picker with what it supports. An unavailable model cannot be picked ('Model selection is temporarily unavailable.').
 */
export interface LlmModel {
  /**
     * @minLength 1
     * @maxLength 100
     */
  id: string;
  /** @maxLength 100 */
  displayName: string;
  provider: LlmProvider;
  /**
     * The largest maxTokens an LLM node may set for this model.
     * @minimum 1
     * @maximum 128000
     */
  maxTokens: number;
  /**
     * @minimum 1
     * @maximum 10000000
     */
  contextWindow?: number;
  supportsJsonMode: boolean;
  supportsImages: boolean;
  supportsVideo: boolean;
  supportsAudio: boolean;
  supportsFiles: boolean;
  available: boolean;
}
