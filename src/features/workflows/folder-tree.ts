/**
 * The hierarchy view's tree, built client-side from the flat hierarchy answer, and the folder-path
 * rules of the route (`workflows/list/*`: the splat is the folder path).
 */
import type { WorkflowFolder, WorkflowHierarchy, WorkflowHierarchyWorkflow } from '../../generated/model';

export interface FolderNode {
  folder: WorkflowFolder;
  depth: number;
  folders: FolderNode[];
  workflows: WorkflowHierarchyWorkflow[];
}

export interface FolderTree {
  folders: FolderNode[];
  workflows: WorkflowHierarchyWorkflow[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'ja');

/** Nests folders under their parents and workflows under their folders; orphans go to the root. */
export function buildFolderTree(hierarchy: WorkflowHierarchy): FolderTree {
  const ids = new Set(hierarchy.folders.map((f) => f.id));
  const childrenOf = new Map<string | undefined, WorkflowFolder[]>();
  for (const folder of hierarchy.folders) {
    const parent = folder.parentId && ids.has(folder.parentId) ? folder.parentId : undefined;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), folder]);
  }
  const workflowsOf = new Map<string | undefined, WorkflowHierarchyWorkflow[]>();
  for (const flow of hierarchy.workflows) {
    const folder = flow.folderId && ids.has(flow.folderId) ? flow.folderId : undefined;
    workflowsOf.set(folder, [...(workflowsOf.get(folder) ?? []), flow]);
  }
  const seen = new Set<string>();
  const build = (parent: string | undefined, depth: number): FolderNode[] =>
    [...(childrenOf.get(parent) ?? [])].sort(byName).flatMap((folder) => {
      if (seen.has(folder.id)) return []; // a cycle in bad data never loops
      seen.add(folder.id);
      return [{ folder, depth, folders: build(folder.id, depth + 1), workflows: [...(workflowsOf.get(folder.id) ?? [])].sort(byName) }];
    });
  return { folders: build(undefined, 0), workflows: [...(workflowsOf.get(undefined) ?? [])].sort(byName) };
}

/** Every folder of the tree, depth first (the order the move dialog lists them in). */
export function flattenFolders(nodes: FolderNode[]): FolderNode[] {
  return nodes.flatMap((node) => [node, ...flattenFolders(node.folders)]);
}

/** The folder and every folder below it. */
export function subtreeIds(folders: Pick<WorkflowFolder, 'id' | 'parentId'>[], folderId: string): Set<string> {
  const ids = new Set([folderId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders) {
      if (folder.parentId && ids.has(folder.parentId) && !ids.has(folder.id)) {
        ids.add(folder.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** False when a moving folder would land in itself or one of its own subfolders (the root is always fine). */
export function canMoveInto(folders: Pick<WorkflowFolder, 'id' | 'parentId'>[], movingFolderIds: string[], targetFolderId: string | undefined): boolean {
  if (!targetFolderId) return true;
  return movingFolderIds.every((id) => !subtreeIds(folders, id).has(targetFolderId));
}

/** The route's splat ('Support/Mail', already decoded) as the contract's folder path ('/Support/Mail'). */
export function folderPathOfSplat(splat: string | undefined): string {
  const names = (splat ?? '').split('/').filter(Boolean);
  return `/${names.join('/')}`;
}

/** A folder path ('/Support/Mail') as the splat of its URL, each name encoded ('Support/Mail'). */
export function splatOfFolderPath(folderPath: string): string {
  return folderPath
    .split('/')
    .filter(Boolean)
    .map((name) => encodeURIComponent(name))
    .join('/');
}
