import type { EvaluationColumnMap } from './evaluationColumnMap';
import type { EvaluationSourceDatasetType } from './evaluationSourceDatasetType';
import type { Id } from './id';

/**
 * Rows from a dataset file of the project, read with the encoding its upload detected (Shift_JIS or UTF-8): a column per start variable (inputColumns) and per checked output (expectedColumns). 400 naming the field when a column is not in the file (`source.inputColumns.<variable>`), when an expected-answer column has no value in any row (`source.expectedColumns.<output>`) or when a start variable has no column.
 */
export interface EvaluationSourceDataset {
  type: EvaluationSourceDatasetType;
  datasetFileId: Id;
  inputColumns: EvaluationColumnMap;
  expectedColumns: EvaluationColumnMap;
}
