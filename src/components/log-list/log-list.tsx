/**
 * A log (a debug run node's, later a job's): time, level tag and message per line, virtualised
 * (@tanstack/react-virtual, rows measured so long messages wrap), so thousands of lines scroll
 * smoothly; a level filter and a count. The scroll area is a named, focusable list (keyboard
 * scrolling), not a live region: rows come and go while scrolling and must not be announced.
 */
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toneColor, type StyleObject, type Tone } from '../tone';
import { formatLogTime, logLevelOf, type LogLevel } from './log-line';
import { MONO_FONT } from '../value-view/value-box';

/** A log line: the contract's DebugLogLine fits (level `DEBUG_LOG_LEVEL_WARN` …), as do plain 'WARN' levels. */
export interface LogLine {
  at: string;
  level: string;
  message: string;
}

export type LogFilter = 'all' | 'warn' | 'error';

export interface LogListProps {
  lines: readonly LogLine[];
  /** Height of the scroll area at most, px (fewer lines take less). */
  height?: number;
  /** The list's name; 'Log' by default. */
  'aria-label'?: string;
}

const LEVEL_TONE: Record<LogLevel, Tone> = { info: 'neutral', warn: 'warning', error: 'error' };
const PASSES: Record<LogFilter, (level: LogLevel) => boolean> = {
  all: () => true,
  warn: (level) => level !== 'info',
  error: (level) => level === 'error',
};
const ROW_ESTIMATE = 24;

const levelSx =
  (level: LogLevel) =>
  (theme: Theme): StyleObject => ({
    ...toneColor(theme, LEVEL_TONE[level]),
    border: 1,
    borderColor: 'currentColor',
    borderRadius: 0.5,
    px: 0.5,
    fontSize: '0.6875rem',
    fontWeight: 600,
    lineHeight: '18px',
    textAlign: 'center',
  });

const LogRow = memo(function LogRow({ line, level }: { line: LogLine; level: LogLevel }) {
  const { t } = useTranslation();
  return (
    <>
      <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {formatLogTime(line.at)}
      </Box>
      <Box component="span" sx={levelSx(level)}>
        {t(`logList.level.${level}`)}
      </Box>
      <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 0 }}>
        {line.message}
      </Box>
    </>
  );
});

export function LogList({ lines, height = 240, 'aria-label': label }: LogListProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<LogFilter>('all');
  const levels = useMemo(() => lines.map((line) => logLevelOf(line.level)), [lines]);
  const shown = useMemo(() => {
    if (filter === 'all') return lines.map((_, index) => index);
    const passes = PASSES[filter];
    const indexes: number[] = [];
    levels.forEach((level, index) => {
      if (passes(level)) indexes.push(index);
    });
    return indexes;
  }, [filter, levels, lines]);

  const scrollRef = useRef<HTMLDivElement>(null);
  // The build runs no React Compiler; the virtualizer's functions are used in this render only.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    // A row measured while its list is hidden (a collapsed panel, display: none) reads 0: keep the estimate.
    measureElement: (element) => element.getBoundingClientRect().height || ROW_ESTIMATE,
    overscan: 10,
    initialRect: { width: 0, height },
  });

  const count = filter === 'all' ? t('logList.count', { count: lines.length }) : t('logList.countFiltered', { shown: shown.length, total: lines.length });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter}
          onChange={(_, next: LogFilter | null) => next && setFilter(next)}
          aria-label={t('logList.filter')}
          sx={{ '& .MuiToggleButton-root': { py: 0.25, px: 1, textTransform: 'none' } }}
        >
          <ToggleButton value="all">{t('logList.filterAll')}</ToggleButton>
          <ToggleButton value="warn">{t('logList.filterWarnings')}</ToggleButton>
          <ToggleButton value="error">{t('logList.filterErrors')}</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
          {count}
        </Typography>
      </Box>
      {shown.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', py: 0.5 }}>
          {lines.length === 0 ? t('logList.empty') : t('logList.emptyFiltered')}
        </Typography>
      ) : (
        <Box
          ref={scrollRef}
          role="list"
          aria-label={label ?? t('logList.label')}
          tabIndex={0}
          sx={{
            maxHeight: height,
            overflow: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            fontFamily: MONO_FONT,
            fontSize: '0.75rem',
            lineHeight: '18px',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
          }}
        >
          <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const index = shown[item.index]!;
              return (
                <Box
                  key={item.key}
                  role="listitem"
                  aria-setsize={shown.length}
                  aria-posinset={item.index + 1}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  sx={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    width: '100%',
                    display: 'grid',
                    gridTemplateColumns: 'auto 3.75rem 1fr',
                    columnGap: 1,
                    alignItems: 'start',
                    px: 1,
                    py: '3px',
                  }}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <LogRow line={lines[index]!} level={levels[index]!} />
                </Box>
              );
            })}
          </Box>
        </Box>
      )}
    </Box>
  );
}
