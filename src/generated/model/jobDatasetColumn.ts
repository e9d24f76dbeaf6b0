
/**
 * The column of the dataset file whose values are the inputs. Required ('Please select a dataset column').
 * @minLength 1
 * @maxLength 200
 */
export type JobDatasetColumn = string;
