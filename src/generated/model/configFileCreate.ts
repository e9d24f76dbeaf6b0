import type { ConfigSettingInput } from './configSettingInput';

export interface ConfigFileCreate {
  /**
     * Required ('Please enter a file name').
     * @minLength 1
     * @maxLength 100
     */
  fileName: string;
  /** @maxItems 100 */
  settings: ConfigSettingInput[];
}
