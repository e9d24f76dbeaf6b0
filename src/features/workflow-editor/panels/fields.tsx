/** Building blocks of the node panels: fields bound to one node's data, with the model's messages and a variable picker. */
import AddIcon from '@mui/icons-material/Add';
import DataObjectIcon from '@mui/icons-material/DataObject';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphNode } from '../../../generated/model';
import { createVariableScope, type ScopeVariable } from '../model/scope';
import type { GraphIssue } from '../model/validation';
import { useEditorStore, useEditorStoreApi } from '../store/editor-context';
import { graphOf } from '../store/editor-store';
import { setNodeData } from '../model/graph-ops';
import { useIssueMessage } from '../components/issue-entries';
import { useShownField, type FieldRegistry } from './field-registry';

interface PanelContextValue {
  node: GraphNode;
  /** The first issue of each field, by path (`data.prompt`). */
  issues: ReadonlyMap<string, GraphIssue>;
  /** The fields on screen (their issues show beside them, not in the panel's list). */
  fields: FieldRegistry;
  readOnly: boolean;
  /** Sets `data[key]` (one undo step per field while typing). */
  set: (key: string, value: unknown) => void;
  /** Sets several `data` keys as one undo step (a choice that clears what depended on it). */
  setMany: (values: Record<string, unknown>) => void;
}

const PanelContext = createContext<PanelContextValue | null>(null);
export const PanelProvider = PanelContext.Provider;

export function usePanel(): PanelContextValue {
  const value = useContext(PanelContext);
  if (!value) throw new Error('usePanel outside a node panel');
  return value;
}

export function useSetData(nodeId: string): Pick<PanelContextValue, 'set' | 'setMany'> {
  const store = useEditorStoreApi();
  return {
    set: (key, value) => store.edit((g) => setNodeData(g, nodeId, key, value), `field:${nodeId}:${key}`),
    setMany: (values) =>
      store.edit(
        (g) => Object.entries(values).reduce((graph, [key, value]) => setNodeData(graph, nodeId, key, value), g),
        `field:${nodeId}:${Object.keys(values).join(',')}`,
      ),
  };
}

/**
 * The message of the issue at `field`, translated; the field counts as shown while mounted.
 * `extraIssue` is a check only the panel can make (it needs a fetched list); the model's own checks come first.
 */
export function useFieldError(field: string, extraIssue?: GraphIssue): string | undefined {
  const message = useIssueMessage();
  const { issues, fields } = usePanel();
  useShownField(fields, field);
  const issue = issues.get(field) ?? extraIssue;
  return issue ? message(issue) : undefined;
}

export function TextInput({
  label,
  field,
  value,
  onChange,
  multiline,
  select,
  children,
  type,
  helperText,
  endAdornment,
  required,
  extraIssue,
}: {
  label: string;
  field: string;
  value: string | number | undefined;
  onChange: (value: string) => void;
  multiline?: boolean;
  select?: boolean;
  children?: ReactNode;
  type?: string;
  helperText?: string | undefined;
  endAdornment?: ReactNode;
  /** Marks the label (the value must be given). */
  required?: boolean | undefined;
  extraIssue?: GraphIssue | undefined;
}) {
  const { readOnly } = usePanel();
  const error = useFieldError(field, extraIssue);
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <TextField
        fullWidth
        size="small"
        label={label}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        multiline={multiline ?? false}
        minRows={multiline ? 3 : undefined}
        select={select ?? false}
        required={required ?? false}
        type={type}
        disabled={readOnly}
        error={Boolean(error)}
        helperText={error ?? helperText}
        slotProps={{ htmlInput: { 'data-field': field } }}
      >
        {children}
      </TextField>
      {endAdornment}
    </Box>
  );
}

/**
 * A number field: empty is 'missing' (the schema says whether that is allowed); text the browser
 * cannot read as a number is NaN ('Enter a number.').
 */
export function NumberInput({
  label,
  field,
  value,
  onChange,
  step,
  extraIssue,
}: {
  label: string;
  field: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  step?: number;
  extraIssue?: GraphIssue | undefined;
}) {
  const { readOnly } = usePanel();
  const error = useFieldError(field, extraIssue);
  const [text, setText] = useState(value === undefined || Number.isNaN(value) ? '' : String(value));
  return (
    <TextField
      fullWidth
      size="small"
      type="number"
      label={label}
      value={text}
      disabled={readOnly}
      onChange={(e) => {
        setText(e.target.value);
        if (e.target.validity.badInput) onChange(Number.NaN);
        else onChange(e.target.value.trim() === '' ? undefined : Number(e.target.value));
      }}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { step: step ?? 1, 'data-field': field } }}
    />
  );
}

export function CheckInput({ label, value, onChange }: { label: string; value: boolean | undefined; onChange: (value: boolean) => void }) {
  const { readOnly } = usePanel();
  return <FormControlLabel control={<Checkbox checked={Boolean(value)} disabled={readOnly} onChange={(e) => onChange(e.target.checked)} />} label={label} />;
}

/** The variables in scope at the panel's node, to insert a reference (`{{node.variable}}`). */
export function VariablePicker({ onPick, label }: { onPick: (reference: string) => void; label?: string }) {
  const { t } = useTranslation('editor');
  const { node, readOnly } = usePanel();
  const graph = useEditorStore(graphOf);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const variables = useMemo(() => (anchor ? createVariableScope(graph).variablesAt(node.id) : []), [anchor, graph, node.id]);
  const groups = new Map<string, ScopeVariable[]>();
  for (const variable of variables) groups.set(variable.nodeId, [...(groups.get(variable.nodeId) ?? []), variable]);
  return (
    <>
      <IconButton size="small" aria-label={label ?? t('panel.insertVariable')} disabled={readOnly} onClick={(e) => setAnchor(e.currentTarget)} sx={{ mt: 0.5 }}>
        {/* An icon, not text: visible text would have to be part of the button's name (axe: label-content-name-mismatch). */}
        <DataObjectIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {variables.length === 0 && <MenuItem disabled>{t('panel.noVariables')}</MenuItem>}
        {[...groups.entries()].flatMap(([nodeId, list]) => [
          <ListSubheader key={`h-${nodeId}`}>{list[0]!.nodeTitle ?? nodeId}</ListSubheader>,
          ...list.map((variable) => (
            <MenuItem
              key={variable.reference}
              onClick={() => {
                onPick(variable.reference);
                setAnchor(null);
              }}
            >
              {variable.reference} ({t(`variableSource.${variable.source}`)})
            </MenuItem>
          )),
        ])}
      </Menu>
    </>
  );
}

/** A value field (literal or references) with the variable picker beside it. */
export function ValueInput({
  label,
  field,
  value,
  onChange,
  multiline,
  replace,
  ...more
}: {
  label: string;
  field: string;
  value: string | undefined;
  onChange: (value: string) => void;
  multiline?: boolean;
  replace?: boolean;
} & Pick<Parameters<typeof TextInput>[0], 'helperText' | 'required' | 'extraIssue'>) {
  const { t } = useTranslation('editor');
  return (
    <TextInput
      {...more}
      label={label}
      field={field}
      value={value}
      onChange={onChange}
      multiline={multiline ?? false}
      endAdornment={
        <VariablePicker
          label={t('panel.insertVariableInto', { field: label })}
          onPick={(reference) => onChange(replace ? reference : `${value ?? ''}${reference}`)}
        />
      }
    />
  );
}

/** An editable list: rows, a remove button per row (unless refused) and an add button. */
export function ListInput<T>({
  title,
  items,
  onChange,
  create,
  renderItem,
  addLabel,
  canRemove,
  field,
}: {
  title: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
  create: () => T;
  renderItem: (item: T, index: number, update: (item: T) => void) => ReactNode;
  addLabel: string;
  canRemove?: (item: T) => boolean;
  field: string;
}) {
  const { t } = useTranslation('editor');
  const { readOnly } = usePanel();
  const error = useFieldError(field);
  return (
    <FieldSet title={title}>
      <Stack spacing={1.5}>
        {items.map((item, index) => (
          <Box key={index} sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
            <Stack spacing={1} sx={{ flex: 1 }}>
              {renderItem(item, index, (next) => onChange(items.map((old, i) => (i === index ? next : old))))}
            </Stack>
            {(canRemove?.(item) ?? true) && (
              <IconButton
                size="small"
                aria-label={t('panel.remove', { item: title, index: index + 1 })}
                disabled={readOnly}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
      </Stack>
      <FieldSetError error={error} />
      <Button size="small" startIcon={<AddIcon />} disabled={readOnly} onClick={() => onChange([...items, create()])} sx={{ mt: 1 }}>
        {addLabel}
      </Button>
    </FieldSet>
  );
}

/** A titled group of fields: a fieldset with its legend. */
export function FieldSet({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, m: 0 }}>
      <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The message of a whole group (too many items …), under its rows. */
export function FieldSetError({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <Typography color="error" variant="caption" role="alert">
      {error}
    </Typography>
  );
}

export const Option = MenuItem;
