import type { ConfigSettingInput } from './configSettingInput';
import type { FileName } from './fileName';

export interface ConfigFileUpdate {
  /**
     * At most 100 characters, a base name (FileName; otherwise 'Invalid file name').
     * @maxLength 100
     */
  fileName?: FileName;
  /** @maxItems 100 */
  settings?: ConfigSettingInput[];
}
