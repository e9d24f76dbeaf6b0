import type { CustomNodeConfigFile } from './customNodeConfigFile';
import type { PageMeta } from './pageMeta';

export type CustomNodeConfigFileList = PageMeta & {
  /** @maxItems 100 */
  items: CustomNodeConfigFile[];
};
