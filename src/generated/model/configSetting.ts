import type { ConfigSettingDataType } from './configSettingDataType';
import type { SecurityLevel } from './securityLevel';
import type { Timestamp } from './timestamp';

/**
 * A setting of a configuration file (an environment variable of the node). A secret's value is never answered: `hasValue` says whether one is set.
 */
export interface ConfigSetting {
  /**
     * @minLength 1
     * @maxLength 100
     */
  label: string;
  /**
     * @minLength 1
     * @maxLength 100
     */
  key: string;
  dataType: ConfigSettingDataType;
  securityLevel: SecurityLevel;
  /**
     * The value (plain settings only; text for every data type, e.g. '3', 'true', '{"a":1}').
     * @maxLength 5000
     */
  value?: string;
  /** Whether a value is set (for secrets, the only thing answered). */
  hasValue: boolean;
  /** When the current value was written (for secrets, shown as 'set on …'); absent when no value is set. */
  valueSetAt?: Timestamp;
  /**
     * The choices of a SELECT setting.
     * @maxItems 50
     * @items.minLength 1
     * @items.maxLength 200
     */
  options?: string[];
}
