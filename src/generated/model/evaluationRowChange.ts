
/**
 * How a row moved from the base run to the head run. REGRESSED: passed in base and fails in head (or the same pass and the score dropped by 0.1 or more); IMPROVED: the reverse; NEW: only in head; REMOVED: only in base; otherwise UNCHANGED.
 */
export type EvaluationRowChange = typeof EvaluationRowChange[keyof typeof EvaluationRowChange];


export const EvaluationRowChange = {
  EVALUATION_ROW_CHANGE_REGRESSED: 'EVALUATION_ROW_CHANGE_REGRESSED',
  EVALUATION_ROW_CHANGE_IMPROVED: 'EVALUATION_ROW_CHANGE_IMPROVED',
  EVALUATION_ROW_CHANGE_UNCHANGED: 'EVALUATION_ROW_CHANGE_UNCHANGED',
  EVALUATION_ROW_CHANGE_NEW: 'EVALUATION_ROW_CHANGE_NEW',
  EVALUATION_ROW_CHANGE_REMOVED: 'EVALUATION_ROW_CHANGE_REMOVED',
} as const;
