/**
 * Rows typed by hand: a small table with a column per start variable and per expected answer, a row
 * added or removed with a button (1 to 100 rows; more can be added to the set later).
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { emptyRow, MANUAL_ROWS_MAX, type SetFormValues } from './forms';

export interface ManualSourceProps {
  inputNames: readonly string[];
  outputNames: readonly string[];
  /** Rows added to a set that has some (editing): none is fine, and the table shows once a row is added. */
  appending?: boolean;
}

export function ManualSource({ inputNames, outputNames, appending = false }: ManualSourceProps) {
  const { t } = useTranslation('evaluationSets');
  const { control, formState } = useFormContext<SetFormValues>();
  const rows = useFieldArray({ control, name: 'rows' });
  const columns = [...inputNames.map((name) => ({ name, kind: 'inputs' as const })), ...outputNames.map((name) => ({ name, kind: 'expected' as const }))];
  const label = (kind: 'inputs' | 'expected', name: string) => (kind === 'inputs' ? t('manual.input', { name }) : t('manual.expected', { name }));

  return (
    <Box>
      <Box sx={{ overflowX: 'auto', display: appending && rows.fields.length === 0 ? 'none' : undefined }}>
        <Table size="small" aria-label={t('manual.table')}>
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              {columns.map(({ name, kind }) => (
                <TableCell key={`${kind}.${name}`}>{label(kind, name)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.fields.map((row, index) => (
              <TableRow key={row.id}>
                <TableCell>{index + 1}</TableCell>
                {columns.map(({ name, kind }) => (
                  <TableCell key={`${kind}.${name}`} sx={{ minWidth: 160 }}>
                    <FormTextField
                      control={control}
                      name={`rows.${index}.${kind}.${name}` as `rows.${number}.inputs.${string}`}
                      size="small"
                      fullWidth
                      multiline
                      maxRows={4}
                      slotProps={{ htmlInput: { 'aria-label': t('manual.cell', { column: label(kind, name), row: index + 1 }) } }}
                    />
                  </TableCell>
                ))}
                <TableCell>
                  <IconButton aria-label={t('manual.remove', { row: index + 1 })} onClick={() => rows.remove(index)}>
                    <DeleteOutlinedIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Button
        startIcon={<AddIcon />}
        onClick={() => rows.append(emptyRow(inputNames, outputNames))}
        disabled={rows.fields.length >= MANUAL_ROWS_MAX}
        sx={{ mt: 1 }}
      >
        {t('manual.add')}
      </Button>
      <FormHelperText error={Boolean(formState.errors.rows?.root ?? formState.errors.rows?.message)}>
        {formState.errors.rows?.message ?? formState.errors.rows?.root?.message ?? t(appending ? 'manual.helpAppend' : 'manual.help', { max: MANUAL_ROWS_MAX })}
      </FormHelperText>
    </Box>
  );
}
