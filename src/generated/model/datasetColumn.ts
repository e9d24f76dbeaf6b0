
export interface DatasetColumn {
  /**
     * @minLength 1
     * @maxLength 200
     */
  name: string;
  /**
     * 0-based position in the file.
     * @minimum 0
     * @maximum 10000
     */
  index: number;
  /**
     * Up to 3 values from the first rows.
     * @maxItems 3
     * @items.maxLength 200
     */
  sampleValues?: string[];
}
