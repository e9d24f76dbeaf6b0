import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FolderIcon from '@mui/icons-material/Folder';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type DragEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { EmptyState } from '../../../components/states';
import type { WorkflowHierarchy, WorkflowHierarchyWorkflow } from '../../../generated/model';
import { buildFolderTree, canMoveInto, type FolderNode, splatOfFolderPath } from '../folder-tree';
import type { ItemRef } from '../items';
import { type ItemAction, ItemActionsMenu } from './item-actions-menu';

const ROOT = '';

/** What is being dragged, and the folder it is in now (ROOT for the root). */
interface Dragging {
  item: ItemRef;
  from: string;
}

/**
 * The hierarchy view: the project's whole folder tree (built client-side from the flat hierarchy).
 * Folders and workflows drag onto a folder (or the root line) to move there; a folder dropped into
 * itself or a subfolder is refused with the spec's message (`onRefusedDrop`). The folder an item is
 * already in is no drop target (nothing would move), and while a move runs (`moving`) nothing drags: one
 * drop is one move, however slow the answer.
 */
export function WorkflowTree({
  projectId,
  hierarchy,
  moving = false,
  onAction,
  onMove,
  onRefusedDrop,
}: {
  projectId: string;
  hierarchy: WorkflowHierarchy;
  /** A move is running: rows do not drag and drops are ignored until it is answered. */
  moving?: boolean;
  onAction(action: ItemAction, item: ItemRef): void;
  onMove(item: ItemRef, targetFolderId: string | undefined): void;
  onRefusedDrop(): void;
}) {
  const { t } = useTranslation('workflows');
  const tree = useMemo(() => buildFolderTree(hierarchy), [hierarchy]);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [dragging, setDragging] = useState<Dragging | null>(null);
  const [over, setOver] = useState<string | null>(null);
  // Dropping where the item already is moves nothing: not a target (the browser shows no-drop).
  const accepts = (targetId: string) => !moving && dragging !== null && dragging.from !== targetId;

  const dropHandlers = (targetId: string) => ({
    onDragOver: (event: DragEvent) => {
      if (!accepts(targetId)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setOver(targetId);
    },
    onDragLeave: () => setOver((current) => (current === targetId ? null : current)),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      event.stopPropagation();
      const accepted = accepts(targetId);
      const item = dragging?.item;
      setDragging(null);
      setOver(null);
      if (!item || !accepted) return;
      const target = targetId === ROOT ? undefined : targetId;
      if (item.kind === 'folder' && !canMoveInto(hierarchy.folders, [item.id], target)) onRefusedDrop();
      else onMove(item, target);
    },
  });
  const dragHandlers = (item: ItemRef, from: string | undefined) => ({
    draggable: !moving,
    onDragStart: (event: DragEvent) => {
      if (moving) {
        event.preventDefault();
        return;
      }
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', item.name);
      setDragging({ item, from: from ?? ROOT });
    },
    onDragEnd: () => {
      setDragging(null);
      setOver(null);
    },
  });

  const row = (key: string, depth: number, content: ReactNode, extra: object = {}, highlighted = false) => (
    <Box
      data-testid={`tree-row-${key}`}
      {...extra}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pl: 1 + depth * 3,
        pr: 1,
        minHeight: 40,
        borderRadius: 1,
        outline: highlighted ? 2 : 0,
        outlineColor: 'primary.main',
        bgcolor: highlighted ? 'action.hover' : undefined,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      {content}
    </Box>
  );

  const workflowItem = (workflow: WorkflowHierarchyWorkflow, depth: number) => {
    const item: ItemRef = { kind: 'workflow', id: workflow.id, name: workflow.name };
    return (
      <li key={workflow.id}>
        {row(
          `workflow-${workflow.id}`,
          depth,
          <>
            <Box sx={{ width: 34 }} />
            <DescriptionOutlinedIcon fontSize="small" color="action" aria-hidden />
            <Link component={RouterLink} to={paths.workflowEditor.href(projectId, workflow.id)} sx={{ flex: 1 }}>
              {workflow.name}
            </Link>
            <ItemActionsMenu item={item} onAction={onAction} />
          </>,
          dragHandlers(item, workflow.folderId),
        )}
      </li>
    );
  };

  const folderItem = (node: FolderNode): ReactNode => {
    const { folder } = node;
    const item: ItemRef = { kind: 'folder', id: folder.id, name: folder.name };
    const open = !collapsed.has(folder.id);
    const toggle = () =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (next.has(folder.id)) next.delete(folder.id);
        else next.add(folder.id);
        return next;
      });
    const empty = node.folders.length === 0 && node.workflows.length === 0;
    return (
      <li key={folder.id}>
        {row(
          `folder-${folder.id}`,
          node.depth,
          <>
            <IconButton
              size="small"
              aria-expanded={open}
              aria-label={t(open ? 'tree.collapse' : 'tree.expand', { name: folder.name })}
              onClick={toggle}
              disabled={empty}
            >
              {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
            </IconButton>
            <FolderIcon fontSize="small" color="action" aria-hidden />
            <Link component={RouterLink} to={`${paths.workflowsList.href(projectId, splatOfFolderPath(folder.path))}?view=tree`} sx={{ flex: 1 }}>
              {folder.name}
            </Link>
            <ItemActionsMenu item={item} onAction={onAction} />
          </>,
          { ...dragHandlers(item, folder.parentId), ...dropHandlers(folder.id) },
          over === folder.id,
        )}
        {open && !empty && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {node.folders.map(folderItem)}
            {node.workflows.map((workflow) => workflowItem(workflow, node.depth + 1))}
          </Box>
        )}
      </li>
    );
  };

  if (tree.folders.length === 0 && tree.workflows.length === 0) return <EmptyState message={t('emptyProject')} />;

  return (
    <Box
      component="nav"
      aria-label={t('tree.label')}
      aria-busy={moving || undefined}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, bgcolor: 'background.paper' }}
    >
      {row(
        'root',
        0,
        <Typography variant="body2" color="text.secondary" sx={{ pl: 1 }}>
          {t('tree.root')}
        </Typography>,
        dropHandlers(ROOT),
        over === ROOT,
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {tree.folders.map(folderItem)}
        {tree.workflows.map((workflow) => workflowItem(workflow, 0))}
      </Box>
    </Box>
  );
}
