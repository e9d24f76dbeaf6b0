import type { ConfigFile } from './configFile';
import type { PageMeta } from './pageMeta';

export type ConfigFileList = PageMeta & {
  /** @maxItems 100 */
  items: ConfigFile[];
};
