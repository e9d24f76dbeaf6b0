import type { DatabaseConnection } from './databaseConnection';
import type { PageMeta } from './pageMeta';

export type DatabaseConnectionList = PageMeta & {
  /** @maxItems 100 */
  items: DatabaseConnection[];
};
