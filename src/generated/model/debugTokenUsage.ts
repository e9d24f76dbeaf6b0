
/**
 * The tokens an LLM node's model call used, as the provider counted them (the prompt includes the system prompt and the provider's own overhead).
 */
export interface DebugTokenUsage {
  /**
     * Tokens of the prompt sent to the model (system prompt included).
     * @minimum 0
     * @maximum 10000000
     */
  promptTokens: number;
  /**
     * Tokens of the model's answer.
     * @minimum 0
     * @maximum 10000000
     */
  completionTokens: number;
  /**
     * promptTokens + completionTokens.
     * @minimum 0
     * @maximum 20000000
     */
  totalTokens: number;
}
