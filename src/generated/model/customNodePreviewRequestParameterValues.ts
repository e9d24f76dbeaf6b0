
/**
 * Parameter label → value (any JSON value).
 */
export type CustomNodePreviewRequestParameterValues = { [key: string]: unknown };
