
/**
 * A detail of an error. ZITADEL's details carry more fields (`@type`, `id`), which stay open.
 */
export interface ErrorDetail {
  /**
     * The request field (dotted path) the detail is about.
     * @maxLength 200
     */
  field?: string;
  /** @maxLength 1000 */
  message?: string;
}
