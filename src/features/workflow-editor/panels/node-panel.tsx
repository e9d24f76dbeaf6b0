/**
 * The panel of the open node: the node's issues (each naming its field; as many as its canvas badge
 * says), title, the kind's fields (each with its message), its outgoing connections (connect by
 * keyboard), delete. A node added a moment ago shows its issues once a field is left or edited.
 */
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphNode } from '../../../generated/model';
import { issuesOfNode } from '../model/node-issues';
import type { HandleSpec } from '../model/node-registry';
import type { GraphIssue } from '../model/validation';
import { useEditorStore, useEditorStoreApi } from '../store/editor-context';
import { graphOf } from '../store/editor-store';
import { useKindTables } from '../kinds/kind-tables-context';
import { removeElements, setNodeTitle, withEdge } from '../model/graph-ops';
import { createFieldRegistry } from './field-registry';
import { FieldSet, PanelProvider, TextInput, useSetData } from './fields';
import { NodeIssueList } from './node-issue-list';

export interface NodePanelProps {
  nodeId: string;
  projectId: string;
  /** The workflow's issues as shown (validateGraph, a new node's held back until touched); the panel takes its node's. */
  issues: readonly GraphIssue[];
}

export function NodePanel({ nodeId, projectId, issues: graphIssues }: NodePanelProps) {
  const { t } = useTranslation(['editor']);
  const store = useEditorStoreApi();
  const node = useEditorStore((s) => graphOf(s).nodes.find((n) => n.id === nodeId));
  const readOnly = useEditorStore((s) => s.readOnly);
  const { set, setMany } = useSetData(nodeId);
  const [fields] = useState(createFieldRegistry);
  // The app's kind tables (a test may provide them with a fixture kind).
  const { models, views } = useKindTables();
  // The graph is read when the workflow's issues change (not on every move), for the edges' issues.
  // The same list as the canvas badge counts, so the two always agree.
  const nodeIssues = useMemo(() => issuesOfNode(graphIssues, graphOf(store.getState()), nodeId), [graphIssues, store, nodeId]);
  const fieldIssues = useMemo(() => {
    const map = new Map<string, GraphIssue>();
    for (const issue of nodeIssues) if (issue.field && !map.has(issue.field)) map.set(issue.field, issue);
    return map;
  }, [nodeIssues]);
  if (!node) return null;
  const kindLabel = t(models.modelOf(node).labelKey);
  return (
    <PanelProvider value={{ node, issues: fieldIssues, fields, readOnly, set, setMany }}>
      <Box component="section" aria-label={t('panel.label', { name: node.title || kindLabel })} data-testid="node-panel" data-node-id={node.id} sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
            {kindLabel}
          </Typography>
          {!readOnly && models.modelOf(node).removable && (
            <IconButton aria-label={t('panel.deleteNode')} onClick={() => store.edit((g) => removeElements(g, [node.id]))}>
              <DeleteIcon />
            </IconButton>
          )}
          <IconButton aria-label={t('panel.close')} onClick={() => store.openPanel(null)}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Stack spacing={2}>
          <NodeIssueList issues={nodeIssues} />
          {/* Leaving a field touches a new node: its issues show from then on (editing one does too, in the store).
              Focus moving into the field's own popup (a select's menu, a variable picker) is not leaving: the
              issue list appearing then would shift the field under the pointer and close the menu it opened. */}
          <Stack
            spacing={2}
            onBlur={(event) => {
              const next = event.relatedTarget instanceof Element ? event.relatedTarget : null;
              if (next?.closest('.MuiPopover-root, .MuiPopper-root, .MuiModal-root')) return;
              store.touch(node.id);
            }}
          >
            <TextInput
              label={t('fields.title')}
              field="title"
              value={node.title}
              onChange={(title) => store.edit((g) => setNodeTitle(g, node.id, title), `title:${node.id}`)}
            />
            {views.renderPanel(node, projectId)}
          </Stack>
          <Connections node={node} />
        </Stack>
      </Box>
    </PanelProvider>
  );
}

/** Outgoing connections per output handle, and a picker to connect to another node (no mouse needed). */
function Connections({ node }: { node: GraphNode }) {
  const { t } = useTranslation('editor');
  const { models } = useKindTables();
  const handles = models.outputHandlesOf(node);
  if (handles.length === 0) return null;
  return (
    <FieldSet title={t('panel.connections')}>
      <Stack spacing={1.5}>
        {handles.map((handle) => (
          <HandleConnections key={handle.id ?? 'out'} node={node} handle={handle} />
        ))}
      </Stack>
    </FieldSet>
  );
}

function HandleConnections({ node, handle }: { node: GraphNode; handle: HandleSpec }) {
  const { t } = useTranslation(['editor']);
  const store = useEditorStoreApi();
  const graph = useEditorStore(graphOf);
  const readOnly = useEditorStore((s) => s.readOnly);
  const [target, setTarget] = useState('');
  const { models } = useKindTables();
  const edges = graph.edges.filter((e) => e.source === node.id && models.sourceHandleOf(e, node) === handle.id);
  const label = handle.labelKey ? t(handle.labelKey, handle.labelParams ?? {}) : t('panel.next');
  const nameOf = (id: string) => {
    const n = graph.nodes.find((x) => x.id === id);
    return n ? `${n.title || t(models.modelOf(n).labelKey)} (${n.id})` : id;
  };
  const candidates = graph.nodes.filter((n) => n.id !== node.id && models.inputHandlesOf(n).length > 0 && !edges.some((e) => e.target === n.id));
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {edges.map((edge) => (
        <Box key={edge.id} sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography variant="body2" sx={{ flex: 1 }}>
            → {nameOf(edge.target)}
          </Typography>
          {!readOnly && (
            <IconButton
              size="small"
              aria-label={t('panel.disconnect', { target: nameOf(edge.target) })}
              onClick={() => store.edit((g) => removeElements(g, [], [edge.id]))}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      ))}
      {!readOnly && (
        <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
          <TextField select size="small" fullWidth label={t('panel.connectTo', { handle: label })} value={target} onChange={(e) => setTarget(e.target.value)}>
            {candidates.map((n) => (
              <MenuItem key={n.id} value={n.id}>
                {nameOf(n.id)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            size="small"
            disabled={!target}
            onClick={() => {
              store.edit((g) => withEdge(g, { source: node.id, target, sourceHandle: handle.id }));
              setTarget('');
            }}
          >
            {t('panel.connect')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
