/**
 * A changed node's settings, field by field: each field labelled as its panel words it
 * (model/issue-labels.ts), its value before → after; long text as a text diff (text-diff.tsx).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fieldLabelParts, type FieldLabelPart } from '../../model/issue-labels';
import type { FieldChange, NodeChanged } from '../diff/types';
import { TextDiff } from './text-diff';
import { visuallyHidden } from './visually-hidden';

type EditorT = TFunction<['editor']>;

function labelOfParts(parts: readonly FieldLabelPart[], t: EditorT): string {
  return parts
    .map((part) => ('text' in part ? part.text : part.number === undefined ? t(part.key) : t('issues.item', { name: t(part.key), number: part.number })))
    .reduce((parent, child) => t('issues.nested', { parent, child }));
}

/** A field's label: as its panel words it, else the field's own name. */
export function fieldLabel(field: FieldChange, entry: NodeChanged, t: EditorT): string {
  if (field.field === 'kind') return t('diffView.field.kind');
  if (field.field === 'position') return t('diffView.field.position');
  const parts = fieldLabelParts(field.field, field.side === 'before' ? entry.before : entry.after);
  return parts?.length ? labelOfParts(parts, t) : field.field.replace(/^data\./, '');
}

function valueText(value: unknown, t: EditorT): string {
  if (value === undefined || value === null || value === '') return t('diffView.value.empty');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function Value({ value, tone }: { value: unknown; tone: 'before' | 'after' }) {
  const { t } = useTranslation(['editor']);
  return (
    <Box
      component={tone === 'before' ? 'del' : 'ins'}
      sx={{
        textDecorationLine: tone === 'before' ? 'line-through' : 'underline',
        color: tone === 'before' ? 'error.main' : 'success.main',
        overflowWrap: 'anywhere',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {t(tone === 'before' ? 'diffView.value.before' : 'diffView.value.after')}
      </Box>
      {valueText(value, t)}
    </Box>
  );
}

function FieldValues({ field }: { field: FieldChange }) {
  const { t } = useTranslation(['editor']);
  if (field.change === 'reordered') {
    return <Typography variant="body2">{t('diffView.value.reordered')}</Typography>;
  }
  if (field.text) return <TextDiff before={typeof field.before === 'string' ? field.before : ''} after={typeof field.after === 'string' ? field.after : ''} />;
  return (
    <Typography variant="body2" component="div" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'baseline' }}>
      {field.change !== 'added' && <Value value={field.before} tone="before" />}
      {field.change === 'changed' && <span aria-hidden="true">→</span>}
      {field.change !== 'removed' && <Value value={field.after} tone="after" />}
    </Typography>
  );
}

export function FieldDiff({ entry, name }: { entry: NodeChanged; name: string }) {
  const { t } = useTranslation(['editor']);
  return (
    <Box component="section" aria-label={t('diffView.fieldsOf', { name })} data-testid="field-diff">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('diffView.fieldsOf', { name })}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        {entry.fields.map((field) => (
          <div key={`${field.side}:${field.field}:${field.change}`}>
            <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
              {field.change === 'changed'
                ? fieldLabel(field, entry, t)
                : t('diffView.fieldWithChange', { field: fieldLabel(field, entry, t), change: t(`diffView.fieldChange.${field.change}`) })}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <FieldValues field={field} />
            </Box>
          </div>
        ))}
      </Box>
    </Box>
  );
}
