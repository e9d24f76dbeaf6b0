import type { ConfigSettingDataType } from './configSettingDataType';
import type { SecurityLevel } from './securityLevel';

/**
 * A setting as written. `value` is text whatever the data type. For a secret on edit, an empty or absent value keeps the current one.
 */
export interface ConfigSettingInput {
  /**
     * @minLength 1
     * @maxLength 100
     */
  label: string;
  /**
     * @minLength 1
     * @maxLength 100
     * @pattern ^[A-Za-z_][A-Za-z0-9_]*$
     */
  key: string;
  dataType: ConfigSettingDataType;
  securityLevel: SecurityLevel;
  /** @maxLength 5000 */
  value?: string;
  /**
     * @maxItems 50
     * @items.minLength 1
     * @items.maxLength 200
     */
  options?: string[];
}
