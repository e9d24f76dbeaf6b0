import { describe, expect, it } from 'vitest';
import { routeCrumbs } from './route-crumbs';

const keys = (pathname: string, projectId?: string) => routeCrumbs(pathname, projectId).map((crumb) => crumb.key);

describe('routeCrumbs', () => {
  it('gives the project list none and the project home the list', () => {
    expect(keys('/poc/projects')).toEqual([]);
    expect(routeCrumbs('/poc/projects/p1', 'p1')).toEqual([{ key: 'projects', href: '/poc/projects' }]);
  });

  it('gives an area list the project list and the project', () => {
    expect(routeCrumbs('/poc/projects/p1/tools', 'p1')).toEqual([
      { key: 'projects', href: '/poc/projects' },
      { key: 'project', href: '/poc/projects/p1' },
    ]);
    expect(keys('/poc/projects/p1/knowledge/files/list', 'p1')).toEqual(['projects', 'project']);
    expect(keys('/poc/projects/p1/knowledge/indexes', 'p1')).toEqual(['projects', 'project']);
    expect(keys('/poc/projects/p1/workflows/list/a/b', 'p1')).toEqual(['projects', 'project']);
    expect(keys('/poc/projects/p1/datasets/upload', 'p1')).toEqual(['projects', 'project']);
  });

  it('adds the area below its list', () => {
    expect(routeCrumbs('/poc/projects/p1/jobs/j1/history', 'p1').at(-1)).toEqual({ key: 'jobs', href: '/poc/projects/p1/jobs' });
    expect(routeCrumbs('/poc/projects/p1/workflows/editor/w1', 'p1').at(-1)).toEqual({ key: 'workflows', href: '/poc/projects/p1/workflows/list' });
    expect(keys('/poc/projects/p1/workflows/w1/apis/a1', 'p1')).toEqual(['projects', 'project', 'workflows']);
    expect(keys('/poc/projects/p1/shared-custom-nodes/n1/env-files', 'p1')).toEqual(['projects', 'project', 'sharedCustomNodes']);
    expect(keys('/poc/projects/p1/custom-nodes/c1', 'p1')).toEqual(['projects', 'project', 'customNodes']);
  });

  it('reads an id that needs encoding', () => {
    expect(keys('/poc/projects/a%20b/tools/x', 'a b')).toEqual(['projects', 'project', 'tools']);
  });
});
