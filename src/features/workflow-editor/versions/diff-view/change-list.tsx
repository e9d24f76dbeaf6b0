/**
 * The diff's changes in navigation order (top-left to bottom-right), with previous/next buttons; the
 * keys (n / p, Alt+↓ / Alt+↑) are handled by the view and shown here. Each row: the change's badge
 * (a sign and a word), the node's name and kind. The selected row is `aria-current`.
 */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeEntry } from './change-entries';
import { MARK_SIGN, type DiffMark } from './diff-flow';

/** The keys of next and previous change (symbols, the same in every language). */
export const NEXT_KEYS = 'N, Alt+↓';
export const PREVIOUS_KEYS = 'P, Alt+↑';

const MARK_COLOR: Record<DiffMark, string> = { added: 'success', removed: 'error', changed: 'warning', moved: 'info' };

export function MarkBadge({ mark, edge }: { mark: DiffMark; edge: boolean }) {
  const { t } = useTranslation(['editor']);
  const color = MARK_COLOR[mark];
  return (
    <Box
      component="span"
      data-mark={mark}
      sx={[
        {
          flex: 'none',
          px: 0.75,
          border: 1,
          borderRadius: 2.5,
          fontSize: '0.75rem',
          fontWeight: 600,
          lineHeight: '18px',
          whiteSpace: 'nowrap',
          // Dark enough on the light paper, light enough on the dark one (the light warning tone is the canvas's).
          color: mark === 'changed' ? '#a84300' : `${color}.dark`,
        },
        (theme) => theme.applyStyles('dark', { color: `${color}.light` }),
      ]}
    >
      {MARK_SIGN[mark]} {t(edge ? `diffView.edgeMark.${mark as 'added' | 'removed'}` : `diffView.mark.${mark}`)}
    </Box>
  );
}

export interface ChangeListProps {
  entries: readonly ChangeEntry[];
  selected: number;
  onSelect: (index: number) => void;
  onStep: (step: 1 | -1) => void;
}

export function ChangeList({ entries, selected, onSelect, onStep }: ChangeListProps) {
  const { t } = useTranslation(['editor']);
  const current = useRef<HTMLDivElement>(null);
  // Braces: Chromium's scrollIntoView answers a promise, which React would take for a clean-up and call.
  useEffect(() => {
    current.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  return (
    <Box component="section" aria-labelledby="diff-changes-heading" sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="diff-changes-heading" variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          {t('diffView.changes', { count: entries.length })}
        </Typography>
        <Button size="small" startIcon={<ArrowUpwardIcon />} onClick={() => onStep(-1)} aria-keyshortcuts="p Alt+ArrowUp" title={PREVIOUS_KEYS}>
          {t('diffView.previous')}
        </Button>
        <Button size="small" startIcon={<ArrowDownwardIcon />} onClick={() => onStep(1)} aria-keyshortcuts="n Alt+ArrowDown" title={NEXT_KEYS}>
          {t('diffView.next')}
        </Button>
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('diffView.keys', { next: NEXT_KEYS, previous: PREVIOUS_KEYS })}
      </Typography>
      <List dense sx={{ overflow: 'auto', minHeight: 0 }}>
        {entries.map((entry, i) => (
          <ListItem key={`${entry.change.type}:${entry.change.id}`} disablePadding>
            <ListItemButton
              ref={i === selected ? current : undefined}
              selected={i === selected}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => onSelect(i)}
              sx={{ gap: 1, alignItems: 'baseline' }}
            >
              <MarkBadge mark={entry.mark} edge={entry.edge} />
              <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {entry.name}
                <Typography component="span" variant="caption" sx={{ color: 'text.secondary', ml: 1 }}>
                  {entry.kind}
                </Typography>
              </Box>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
