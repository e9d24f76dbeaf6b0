
export type ScorerLlmJudgeType = typeof ScorerLlmJudgeType[keyof typeof ScorerLlmJudgeType];


export const ScorerLlmJudgeType = {
  SCORER_TYPE_LLM_JUDGE: 'SCORER_TYPE_LLM_JUDGE',
} as const;
