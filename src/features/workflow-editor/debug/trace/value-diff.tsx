/**
 * Named values of two runs side by side: each name once, the two values next to each other, and
 * where they differ the words removed (first run) and added (second run) marked — <del>/<ins>,
 * struck through and underlined as well as tinted, so colour is not the only signal.
 */
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DebugValue } from '../../../../generated/model';
import { TONE_COLORS, type StyleObject } from '../../../../components/tone';
import { collapsedPreview } from '../../../../components/value-view/json-value';
import { diffTexts, sideOf, valuePairs, type DiffPart, type ValuePair } from './compare-model';
import { ToneTag } from '../../../../components/tone-tag';
import { valueBoxSx, valueNameSx } from '../../../../components/value-view/value-box';

/** A tint of a tone behind body text (the text keeps its own colour: 4.5:1 holds on the tint). */
const tint = (theme: Theme, tone: 'error' | 'success'): StyleObject => ({
  backgroundColor: `${TONE_COLORS[tone].light}1f`,
  ...(theme.applyStyles('dark', { backgroundColor: `${TONE_COLORS[tone].dark}33` }) as StyleObject),
});

const diffTextSx = (theme: Theme): StyleObject => ({
  ...valueBoxSx,
  minWidth: 0,
  '& del': { ...tint(theme, 'error'), color: 'inherit', textDecorationThickness: '1px' },
  '& ins': { ...tint(theme, 'success'), color: 'inherit', textDecorationThickness: '1px' },
});

/** The first `length` characters of the parts (what a collapsed long value shows). */
function cut(parts: readonly DiffPart[], length: number): DiffPart[] {
  const out: DiffPart[] = [];
  let left = length;
  for (const part of parts) {
    if (left <= 0) break;
    out.push(part.value.length <= left ? part : { ...part, value: part.value.slice(0, left) });
    left -= part.value.length;
  }
  return out;
}

/** One side of a compared value: its text with the other side's differences marked, long text collapsed. */
function DiffText({ parts, side }: { parts: readonly DiffPart[]; side: 'left' | 'right' }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const own = useMemo(() => sideOf(parts, side), [parts, side]);
  const preview = useMemo(() => collapsedPreview(own.map((part) => part.value).join('')), [own]);
  const shown = preview === undefined || expanded ? own : cut(own, preview.length);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box component="pre" id={id} sx={diffTextSx}>
        {shown.map((part, index) => {
          if (part.removed) return <del key={index}>{part.value}</del>;
          if (part.added) return <ins key={index}>{part.value}</ins>;
          return <span key={index}>{part.value}</span>;
        })}
        {preview !== undefined && !expanded && '…'}
      </Box>
      {preview !== undefined && (
        <Button size="small" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((open) => !open)} sx={{ mt: 0.25, minWidth: 0 }}>
          {expanded ? t('valueView.showLess') : t('valueView.showAll')}
        </Button>
      )}
    </Box>
  );
}

function Missing() {
  const { t } = useTranslation(['debug']);
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic', px: 1, py: 0.75 }}>
      {t('debug:compare.notPresent')}
    </Typography>
  );
}

const PairView = memo(function PairView({ pair }: { pair: ValuePair }) {
  const { t, i18n } = useTranslation(['debug', 'common']);
  const parts = useMemo(
    () => (pair.left !== undefined && pair.right !== undefined ? diffTexts(pair.left, pair.right, i18n.language) : undefined),
    [pair.left, pair.right, i18n.language],
  );
  const single = (value: string | undefined, side: 'left' | 'right') =>
    value === undefined ? <Missing /> : <DiffText parts={parts ?? [side === 'left' ? { value, removed: true } : { value, added: true }]} side={side} />;
  return (
    <Box role="group" aria-label={pair.name} data-differs={pair.differs} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 28, mb: 0.25 }}>
        <Typography component="span" variant="body2" sx={valueNameSx}>
          {pair.name}
        </Typography>
        {pair.differs ? (
          <ToneTag tone="warning" Icon={CompareArrowsIcon}>
            {t('debug:compare.differs')}
          </ToneTag>
        ) : (
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('debug:compare.same')}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 1 }}>
        <Box aria-label={t('debug:compare.run.a')} role="group">
          {single(pair.left, 'left')}
        </Box>
        <Box aria-label={t('debug:compare.run.b')} role="group">
          {single(pair.right, 'right')}
        </Box>
      </Box>
    </Box>
  );
});

/** Values of two runs, by name, under a heading; a sentence when neither has any. */
export function ValueComparison({ title, left, right, none }: { title: string; left: readonly DebugValue[]; right: readonly DebugValue[]; none: string }) {
  const pairs = useMemo(() => valuePairs(left, right), [left, right]);
  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <Typography component="h4" variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {pairs.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {none}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {pairs.map((pair) => (
            <PairView key={pair.name} pair={pair} />
          ))}
        </Box>
      )}
    </Box>
  );
}
