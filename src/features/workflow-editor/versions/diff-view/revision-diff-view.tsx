/**
 * The visual diff of two graphs (two revisions, or a revision and the draft): one read-only canvas
 * with the changes marked (diff-canvas.tsx), the list of changes beside it with previous/next (buttons,
 * and the keys n / p or Alt+↓ / Alt+↑ while focus is in the view), a changed node's field-by-field diff,
 * and a header with the labels, counts, the layout switch, Swap (when offered) and Close. Identical graphs say "No changes".
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { ReactFlowProvider } from '@xyflow/react';
import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphShape } from '../../model/graph-types';
import { stepChange } from '../diff/change-order';
import { diffGraphs } from '../diff/diff-graphs';
import { changeEntries, edgeNameOf, nodeNameOf } from './change-entries';
import { ChangeList } from './change-list';
import { DiffCanvas } from './diff-canvas';
import { diffFlow, type EdgeLabeller, type NodeLabeller } from './diff-flow';
import { DiffHeader } from './diff-header';
import { FieldDiff } from './field-diff';

export interface RevisionDiffViewProps {
  before: GraphShape;
  after: GraphShape;
  /** What the two sides are called ("Revision 3", "Current draft"). */
  beforeLabel: string;
  afterLabel: string;
  /** Shows the diff the other way round (after as before); not offered without. */
  onSwap?: () => void;
  onClose: () => void;
}

/** Keys typed into a text field are the field's (a switch or a button lets them through). */
const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    /^(TEXTAREA|SELECT)$/.test(target.tagName) ||
    (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type)));

export function RevisionDiffView({ before, after, beforeLabel, afterLabel, onSwap, onClose }: RevisionDiffViewProps) {
  const { t } = useTranslation(['editor']);
  const [layout, setLayout] = useState(false);
  const [selected, setSelected] = useState(-1);
  const diff = useMemo(() => diffGraphs(before, after, { layout }), [before, after, layout]);
  const labelNode = useCallback<NodeLabeller>(
    (node, mark) => (mark ? t('diffView.nodeLabel', { mark: t(`diffView.mark.${mark}`), name: nodeNameOf(node, t) }) : nodeNameOf(node, t)),
    [t],
  );
  const labelEdge = useCallback<EdgeLabeller>(
    (source, target, mark) => {
      const name = edgeNameOf(source, target, { source: '', target: '' }, t);
      return mark ? t('diffView.nodeLabel', { mark: t(`diffView.edgeMark.${mark as 'added' | 'removed'}`), name }) : name;
    },
    [t],
  );
  const flow = useMemo(() => diffFlow(after, diff, layout, labelNode, labelEdge), [after, diff, layout, labelNode, labelEdge]);
  const entries = useMemo(() => changeEntries(diff, flow.nodesById, t), [diff, flow, t]);
  // A new diff (the layout switch) starts with no change selected.
  const [shown, setShown] = useState(diff);
  if (shown !== diff) {
    setShown(diff);
    setSelected(-1);
  }
  const step = useCallback((by: 1 | -1) => setSelected((current) => stepChange(diff.changes.length, current, by)), [diff]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.nativeEvent.isComposing || isTyping(event.target) || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    const next = (key === 'n' && !event.altKey) || (event.altKey && event.key === 'ArrowDown');
    const previous = (key === 'p' && !event.altKey) || (event.altKey && event.key === 'ArrowUp');
    if (!next && !previous) return;
    event.preventDefault();
    step(next ? 1 : -1);
  };
  const entry = selected >= 0 ? entries[selected] : undefined;
  return (
    <Box
      role="region"
      aria-label={t('diffView.region', { before: beforeLabel, after: afterLabel })}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <DiffHeader
        beforeLabel={beforeLabel}
        afterLabel={afterLabel}
        summary={diff.summary}
        moved={diff.nodes.moved.length}
        layout={layout}
        onLayoutChange={setLayout}
        onSwap={onSwap}
        onClose={onClose}
      />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0, position: 'relative' }}>
          <ReactFlowProvider>
            <DiffCanvas flow={flow} diff={diff} after={after} selected={selected} onSelect={setSelected} />
          </ReactFlowProvider>
        </Box>
        <Box
          component="aside"
          aria-label={t('diffView.side')}
          sx={{ width: 360, flex: 'none', borderLeft: 1, borderColor: 'divider', p: 2, display: 'flex', flexDirection: 'column', gap: 2, overflow: 'auto' }}
        >
          {diff.identical ? (
            <Alert severity="info" role="status">
              <AlertTitle>{t('diffView.noChanges')}</AlertTitle>
              {diff.nodes.moved.length > 0 && !layout ? t('diffView.movedOnly', { count: diff.nodes.moved.length }) : t('diffView.identical')}
            </Alert>
          ) : (
            <ChangeList entries={entries} selected={selected} onSelect={setSelected} onStep={step} />
          )}
          {entry?.changed && <FieldDiff entry={entry.changed} name={entry.name} />}
        </Box>
      </Box>
    </Box>
  );
}
