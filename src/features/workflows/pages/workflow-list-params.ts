import type { ListSearch } from '../../../components/data-table/use-list-search';
import type { ListWorkflowItemsParams } from '../../../generated/model';

/**
 * The workflow list's query params: the folder (the route's splat, as folderPathOfSplat reads it) and the
 * list search. The page and its route's prefetch (src/app/route-data.ts) build the same query key with it.
 */
export function workflowItemsParams(folderPath: string, search: ListSearch): ListWorkflowItemsParams {
  return { folderPath, page: search.page, pageSize: search.pageSize, ...(search.name ? { name: search.name } : {}) };
}
