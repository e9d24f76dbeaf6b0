/**
 * The input parameters of a (shared) custom node panel: a value (with the variable picker) for each
 * parameter the chosen node declares — its name and data type as the label, its description as help
 * text, required ones marked and reported when empty — and the saved values the node no longer
 * declares, marked and removable. 'Failed to fetch custom node input parameters…' with a retry when
 * the call fails (the saved values stay on screen).
 */
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomNodeInputParameter, CustomNodeParameterDataType, NodeInputParameter } from '../../../generated/model';
import { FieldSet, FieldSetError, useFieldError, usePanel, ValueInput } from './fields';
import { inputParameterRows, missingValueIssue, withoutRow, withRowValue, type InputParameterRow } from './input-parameter-rows';
import { FetchFailed, type ListQuery } from './query-select';

/** The declared parameters' call (project or shared custom node). */
export type InputParametersQuery = ListQuery & { data?: { inputParameters: CustomNodeInputParameter[] } | undefined };

type TypeName<T> = T extends `PARAMETER_DATA_TYPE_${infer Name}` ? Lowercase<Name> : never;
const typeKey = (dataType: CustomNodeParameterDataType) =>
  `parameterType.${dataType.replace('PARAMETER_DATA_TYPE_', '').toLowerCase()}` as `parameterType.${TypeName<CustomNodeParameterDataType>}`;

function ParameterRow({ row, onChange, onRemove }: { row: InputParameterRow; onChange: (value: string) => void; onRemove: () => void }) {
  const { t } = useTranslation('editor');
  const { node, readOnly } = usePanel();
  const label = row.declared ? t('panel.parameterLabel', { name: row.name, type: t(typeKey(row.declared.dataType)) }) : row.name;
  const helperText = row.status === 'notDeclared' ? t('panel.parameterNotDeclared') : row.declared?.description;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }} data-parameter-status={row.status}>
      <Box sx={{ flex: 1 }}>
        <ValueInput
          label={label}
          field={row.field}
          value={row.value}
          onChange={onChange}
          required={row.declared?.required}
          helperText={helperText}
          extraIssue={missingValueIssue(row, node.id)}
        />
      </Box>
      {row.status !== 'declared' && (
        <IconButton size="small" aria-label={t('panel.removeParameter', { name: row.name })} disabled={readOnly} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

export function InputParametersField({ query, saved }: { query: InputParametersQuery; saved: NodeInputParameter[] }) {
  const { t } = useTranslation('editor');
  const { set } = usePanel();
  const error = useFieldError('data.inputParameters');
  const declared = query.isError ? undefined : query.data?.inputParameters;
  const rows = inputParameterRows(declared, saved);
  return (
    <FieldSet title={t('fields.inputParameters')}>
      <Stack spacing={1.5}>
        {query.isError && <FetchFailed thing="inputParameters" onRetry={() => void query.refetch()} />}
        {declared?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('panel.noParameters')}
          </Typography>
        )}
        {rows.map((row) => (
          <ParameterRow
            key={row.declared ? `declared:${row.name}` : `saved:${row.index}`}
            row={row}
            onChange={(value) => set('inputParameters', withRowValue(saved, row, value))}
            onRemove={() => set('inputParameters', withoutRow(saved, row))}
          />
        ))}
      </Stack>
      <FieldSetError error={error} />
    </FieldSet>
  );
}
