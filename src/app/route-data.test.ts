/**
 * The routes' declared reads (./route-data.ts): for a URL, the query keys its page (and layout) build —
 * the list search read as the pages read it (invalid values fall back), the editor's graph never.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getListConfigFilesQueryKey } from '../generated/config-files/config-files';
import { getListKnowledgeFilesQueryKey } from '../generated/knowledge-files/knowledge-files';
import { getGetProjectQueryKey, getListProjectsQueryKey } from '../generated/projects/projects';
import { getGetSharedCustomNodeQueryKey, getListSharedCustomNodesQueryKey } from '../generated/shared-custom-nodes/shared-custom-nodes';
import { getListToolsQueryKey } from '../generated/tools/tools';
import { getGetWorkflowHierarchyQueryKey, getListWorkflowItemsQueryKey } from '../generated/workflows/workflows';
import { routeReads } from './route-data';

const keysOf = (to: string) => routeReads(to, new QueryClient()).map((options) => options.queryKey);
const project = getGetProjectQueryKey('p1');

describe('routeReads', () => {
  it('reads the project list page at its ?page= (50 a page, anything invalid is page 1)', () => {
    expect(keysOf('/poc/projects?page=3')).toEqual([getListProjectsQueryKey({ page: 3, pageSize: 50 })]);
    expect(keysOf('/poc/projects?page=x')).toEqual([getListProjectsQueryKey({ page: 1, pageSize: 50 })]);
  });

  it("reads a list page at the URL's page, page size and search, after its layout's project", () => {
    expect(keysOf('/poc/projects/p1/tools?page=2&pageSize=20&name=faq')).toEqual([project, getListToolsQueryKey('p1', { page: 2, pageSize: 20, name: 'faq' })]);
    expect(keysOf('/poc/projects/p1/tools?pageSize=5&name=')).toEqual([project, getListToolsQueryKey('p1', { page: 1, pageSize: 10 })]);
    expect(keysOf('/poc/projects/p1/shared-custom-nodes/publish')).toEqual([project, getListSharedCustomNodesQueryKey({ page: 1, pageSize: 10 })]);
  });

  it('reads the knowledge files for the knowledge route (which sends on to them) and both files routes', () => {
    const files = getListKnowledgeFilesQueryKey('p1', { page: 1, pageSize: 10 });
    expect(keysOf('/poc/projects/p1/knowledge?page=4')).toEqual([project, files]);
    expect(keysOf('/poc/projects/p1/knowledge/files')).toEqual([project, files]);
    expect(keysOf('/poc/projects/p1/knowledge/files/list')).toEqual([project, files]);
  });

  it("reads the workflow folder of the route's splat, and the hierarchy for its view only", () => {
    expect(keysOf('/poc/projects/p1/workflows/list/Support/Mail?name=tri')).toEqual([
      project,
      getListWorkflowItemsQueryKey('p1', { folderPath: '/Support/Mail', page: 1, pageSize: 10, name: 'tri' }),
    ]);
    expect(keysOf('/poc/projects/p1/workflows/list?view=tree')).toEqual([
      project,
      getListWorkflowItemsQueryKey('p1', { folderPath: '/', page: 1, pageSize: 10 }),
      getGetWorkflowHierarchyQueryKey('p1'),
    ]);
    expect(keysOf('/poc/projects/p1/workflows/list')[1]).toEqual(getListWorkflowItemsQueryKey('p1', { folderPath: '/', page: 1, pageSize: 10 }));
    // The link's encoded names, decoded as the router's params are.
    expect(keysOf('/poc/projects/p1/workflows/list/%E3%82%B5%E3%83%9D%E3%83%BC%E3%83%88/a%20b')[1]).toEqual(
      getListWorkflowItemsQueryKey('p1', { folderPath: '/サポート/a b', page: 1, pageSize: 10 }),
    );
  });

  it("reads a shared node's config files page: the node and its files", () => {
    expect(keysOf('/poc/projects/p1/shared-custom-nodes/n1/env-files')).toEqual([
      project,
      getGetSharedCustomNodeQueryKey('n1'),
      getListConfigFilesQueryKey('n1', { page: 1, pageSize: 10 }),
    ]);
  });

  it("reads only the layout's project for the editor (never its graph) and for pages that declare nothing", () => {
    expect(keysOf('/poc/projects/p1/workflows/editor/wf1')).toEqual([project]);
    expect(keysOf('/poc/projects/p1/jobs/j1/history')).toEqual([project]);
    expect(keysOf('/poc/projects/p1')).toEqual([project]);
    expect(keysOf('/auth/callback')).toEqual([]);
  });
});
