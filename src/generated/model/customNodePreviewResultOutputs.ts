
/**
 * Output variable → value (empty when the run failed).
 */
export type CustomNodePreviewResultOutputs = { [key: string]: unknown };
