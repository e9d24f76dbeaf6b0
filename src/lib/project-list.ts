/**
 * The project list's query params, shared by the project list page and the top bar's project
 * switcher: the same params make the same query key, so TanStack Query sends one request for both.
 */
export const PROJECTS_PAGE_SIZE = 50;

export function projectListParams(page = 1): { page: number; pageSize: number } {
  return { page, pageSize: PROJECTS_PAGE_SIZE };
}
