import type { EvaluationSourceType } from './evaluationSourceType';
import type { FileName } from './fileName';
import type { Id } from './id';

/**
 * Where the set's rows came from (the dataset file and its name as it was when the set was made).
 */
export interface EvaluationSetSource {
  type: EvaluationSourceType;
  datasetFileId?: Id;
  datasetFileName?: FileName;
}
