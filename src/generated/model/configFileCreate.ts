import type { ConfigSettingInput } from './configSettingInput';
import type { FileName } from './fileName';

export interface ConfigFileCreate {
  /**
     * Required ('Please enter a file name'), at most 100 characters, a base name (FileName: no `/` or `\`, not `.` or `..`, no control characters; otherwise 'Invalid file name').
     * @maxLength 100
     */
  fileName: FileName;
  /** @maxItems 100 */
  settings: ConfigSettingInput[];
}
