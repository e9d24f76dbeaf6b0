import type { ConfigSettingInput } from './configSettingInput';

export interface ConfigFileUpdate {
  /**
     * @minLength 1
     * @maxLength 100
     */
  fileName?: string;
  /** @maxItems 100 */
  settings?: ConfigSettingInput[];
}
