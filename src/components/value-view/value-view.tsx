/**
 * One named value (a debug run's input or output, later a job's): a JSON object or array as a
 * collapsible tree (react-json-view-lite, styled from the theme), long text collapsed behind
 * 'Show all', an empty value as a placeholder, and a copy button.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ComponentProps, memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JsonView } from 'react-json-view-lite';
import { toneColor } from '../tone';
import { CopyButton } from './copy-button';
import { collapsedPreview, parseJsonValue } from './json-value';
import { valueBoxSx, valueNameSx } from './value-box';

export interface ValueViewProps {
  name: string;
  value: string;
}

type JsonStyle = Required<NonNullable<ComponentProps<typeof JsonView>['style']>>;

/** react-json-view-lite's parts get these class names; `jsonTreeSx` colours them from the theme. */
const JSON_CLASSES = {
  container: 'vv-tree',
  basicChildStyle: 'vv-item',
  childFieldsContainer: 'vv-children',
  label: 'vv-label',
  clickableLabel: 'vv-label',
  nullValue: 'vv-null',
  undefinedValue: 'vv-null',
  stringValue: 'vv-string',
  booleanValue: 'vv-boolean',
  numberValue: 'vv-number',
  otherValue: 'vv-other',
  punctuation: 'vv-punctuation',
  expandIcon: 'vv-expander vv-expand',
  collapseIcon: 'vv-expander vv-collapse',
  collapsedContent: 'vv-collapsed',
  noQuotesForStringValues: false,
  quotesForFieldNames: true,
  stringifyStringValues: true,
} satisfies Omit<JsonStyle, 'ariaLables'>;

// Value colours: the tones, 4.5:1 in both schemes (src/components/tone.ts).
const jsonTreeSx = (theme: Theme) => ({
  '& .vv-item': { pl: 2 },
  '& .vv-tree > .vv-item': { pl: 0 },
  '& .vv-children': { m: 0, p: 0, listStyle: 'none' },
  '& .vv-label': { mr: 0.5, color: 'text.primary', fontWeight: 600 },
  '& .vv-punctuation': { color: 'text.secondary', mr: 0.5 },
  '& .vv-string': toneColor(theme, 'success'),
  '& .vv-number': toneColor(theme, 'info'),
  '& .vv-boolean, & .vv-null': toneColor(theme, 'accent'),
  '& .vv-other': { color: 'text.primary' },
  '& .vv-expander': {
    display: 'inline-block',
    width: '1.25em',
    mr: 0.25,
    cursor: 'pointer',
    color: 'text.secondary',
    textAlign: 'center',
    borderRadius: 0.5,
    userSelect: 'none',
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
  },
  '& .vv-expand::after': { content: '"\\25B8"' },
  '& .vv-collapse::after': { content: '"\\25BE"' },
  '& .vv-collapsed': { cursor: 'pointer', color: 'text.secondary', mr: 0.5, '&::after': { content: '"…"' } },
});

// Stable, so the tree keeps what the user opened across re-renders (a new function re-applies it).
const expandSmall = (level: number) => level < 2;
const expandTopLevel = (level: number) => level < 1;

function JsonTree({ name, data, large }: { name: string; data: object; large: boolean }) {
  const { t } = useTranslation();
  const style = useMemo(() => ({ ...JSON_CLASSES, ariaLables: { expandJson: t('valueView.expandJson'), collapseJson: t('valueView.collapseJson') } }), [t]);
  return (
    <Box sx={[valueBoxSx, jsonTreeSx]}>
      <JsonView data={data} style={style} shouldExpandNode={large ? expandTopLevel : expandSmall} aria-label={name} />
    </Box>
  );
}

function LongText({ text, preview }: { text: string; preview: string | undefined }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const shown = preview === undefined || expanded ? text : `${preview}…`;
  return (
    <>
      <Box component="pre" id={id} sx={valueBoxSx}>
        {shown}
      </Box>
      {preview !== undefined && (
        <Button size="small" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((open) => !open)} sx={{ mt: 0.25, minWidth: 0 }}>
          {expanded ? t('valueView.showLess') : t('valueView.showAll')}
        </Button>
      )}
    </>
  );
}

export const ValueView = memo(function ValueView({ name, value }: ValueViewProps) {
  const { t } = useTranslation();
  const json = useMemo(() => parseJsonValue(value), [value]);
  const preview = useMemo(() => (json ? undefined : collapsedPreview(value)), [json, value]);
  return (
    <Box role="group" aria-label={name} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 28 }}>
        <Typography component="span" variant="body2" sx={valueNameSx}>
          {name}
        </Typography>
        {value !== '' && <CopyButton name={name} text={value} />}
      </Box>
      {value === '' ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
          {t('valueView.empty')}
        </Typography>
      ) : json ? (
        <JsonTree name={name} data={json} large={value.length > 2000} />
      ) : (
        <LongText text={value} preview={preview} />
      )}
    </Box>
  );
});
