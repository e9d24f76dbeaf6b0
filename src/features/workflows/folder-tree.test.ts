import { describe, expect, it } from 'vitest';
import type { WorkflowFolder, WorkflowHierarchy } from '../../generated/model';
import { buildFolderTree, canMoveInto, flattenFolders, folderPathOfSplat, splatOfFolderPath, subtreeIds } from './folder-tree';

const folder = (id: string, name: string, parentId?: string): WorkflowFolder => ({
  itemType: 'WORKFLOW_ITEM_TYPE_FOLDER',
  id,
  name,
  ...(parentId ? { parentId } : {}),
  path: `/${name}`,
  itemCount: 0,
  createdBy: { id: 'u', name: 'U' },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
const flow = (id: string, name: string, folderId?: string) => ({
  id,
  name,
  ...(folderId ? { folderId } : {}),
  type: 'WORKFLOW_TYPE_STANDARD' as const,
  published: false,
  updatedAt: '2026-01-01T00:00:00Z',
});

const hierarchy: WorkflowHierarchy = {
  folders: [folder('b', 'B', 'a'), folder('a', 'A'), folder('c', 'C', 'b'), folder('z', 'Z'), folder('o', 'Orphan', 'missing')],
  workflows: [flow('w2', 'Second', 'b'), flow('w1', 'First', 'b'), flow('w0', 'Root flow'), flow('w9', 'Lost', 'missing')],
};

describe('buildFolderTree', () => {
  it('nests folders and workflows by name, and puts orphans at the root', () => {
    const tree = buildFolderTree(hierarchy);
    expect(tree.folders.map((n) => n.folder.name)).toEqual(['A', 'Orphan', 'Z']);
    const b = tree.folders[0]!.folders[0]!;
    expect(b.folder.name).toBe('B');
    expect(b.depth).toBe(1);
    expect(b.workflows.map((w) => w.name)).toEqual(['First', 'Second']);
    expect(b.folders[0]!.folder.name).toBe('C');
    expect(tree.workflows.map((w) => w.name)).toEqual(['Lost', 'Root flow']);
    expect(flattenFolders(tree.folders).map((n) => n.folder.id)).toEqual(['a', 'b', 'c', 'o', 'z']);
  });

  it('survives a cycle in the data', () => {
    const tree = buildFolderTree({ folders: [folder('x', 'X', 'y'), folder('y', 'Y', 'x')], workflows: [] });
    expect(flattenFolders(tree.folders)).toEqual([]);
  });
});

describe('moving folders', () => {
  it('refuses a folder into itself or a descendant, allows elsewhere and the root', () => {
    expect([...subtreeIds(hierarchy.folders, 'a')].sort()).toEqual(['a', 'b', 'c']);
    expect(canMoveInto(hierarchy.folders, ['a'], 'a')).toBe(false);
    expect(canMoveInto(hierarchy.folders, ['a'], 'c')).toBe(false);
    expect(canMoveInto(hierarchy.folders, ['b'], 'a')).toBe(true);
    expect(canMoveInto(hierarchy.folders, ['a'], 'z')).toBe(true);
    expect(canMoveInto(hierarchy.folders, ['a'], undefined)).toBe(true);
  });
});

describe('folder paths in the URL', () => {
  it('maps the splat to the folder path and back', () => {
    expect(folderPathOfSplat(undefined)).toBe('/');
    expect(folderPathOfSplat('')).toBe('/');
    expect(folderPathOfSplat('A/B/')).toBe('/A/B');
    expect(splatOfFolderPath('/')).toBe('');
    expect(splatOfFolderPath('/サポート/Mail box')).toBe('%E3%82%B5%E3%83%9D%E3%83%BC%E3%83%88/Mail%20box');
  });
});
