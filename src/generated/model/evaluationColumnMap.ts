
/**
 * The dataset column (its header, exactly as detected) read for each variable.
 */
export interface EvaluationColumnMap {[key: string]: string}
