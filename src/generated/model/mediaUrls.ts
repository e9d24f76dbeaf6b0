
/**
 * URLs or variable references of media passed to the model.
 * @maxItems 10
 * @items.maxLength 2000
 */
export type MediaUrls = string[];
