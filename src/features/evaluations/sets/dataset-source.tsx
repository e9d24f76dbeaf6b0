/**
 * Rows from a dataset file of the project: pick the file (server search over uploaded files), then a column
 * for each start variable and the expected-answer column of each output, with a preview of the first rows as
 * the server read them (the columns' sample values, decoded with the encoding the upload detected:
 * Shift_JIS or UTF-8). Picking another file clears the mapping.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { SearchMultiPicker, useSearchText } from '../../../components/form/search-multi-picker';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { useGetDatasetFileColumns, useListDatasetFiles } from '../../../generated/datasets/datasets';
import type { DatasetColumn } from '../../../generated/model';
import type { DatasetRef, SetFormValues } from './forms';

const PICKER_PAGE = 100;

/** The first rows as the server read them: row i holds each column's i-th sample value. */
export function previewRows(columns: readonly DatasetColumn[]): string[][] {
  const count = Math.max(0, ...columns.map((column) => column.sampleValues?.length ?? 0));
  return Array.from({ length: count }, (_, row) => columns.map((column) => column.sampleValues?.[row] ?? ''));
}

function ColumnSelect({ name, label, columns }: { name: string; label: string; columns: readonly DatasetColumn[] }) {
  const { control } = useFormContext<SetFormValues>();
  return (
    <FormTextField control={control} name={name as `inputColumns.${string}`} label={label} required select fullWidth margin="dense">
      {columns.map((column) => (
        <MenuItem key={column.name} value={column.name}>
          {column.name}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

export function DatasetSource({ projectId, inputNames, outputNames }: { projectId: string; inputNames: readonly string[]; outputNames: readonly string[] }) {
  const { t, i18n } = useTranslation('evaluationSets');
  const { setValue } = useFormContext<SetFormValues>();
  const { input, setInput, search } = useSearchText();
  const files = useListDatasetFiles(
    projectId,
    { pageSize: PICKER_PAGE, ...(search ? { name: search } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const dataset = useWatch<SetFormValues, 'dataset'>({ name: 'dataset' });
  const columns = useGetDatasetFileColumns(projectId, dataset?.id ?? '', { query: { enabled: Boolean(dataset), retry: false } });
  const list = columns.data?.columns ?? [];

  // Another file: the mapping named the old file's columns.
  const previous = useRef(dataset?.id);
  useEffect(() => {
    if (previous.current === dataset?.id) return;
    previous.current = dataset?.id;
    setValue('inputColumns', {});
    setValue('expectedColumns', {});
  }, [dataset?.id, setValue]);

  const uploaded = new Set((files.data?.items ?? []).filter((file) => file.status === 'DATASET_FILE_STATUS_UPLOADED').map((file) => file.id));
  const rows = previewRows(list);

  return (
    <Box>
      <SearchMultiPicker<DatasetRef>
        single
        name="dataset"
        label={t('dataset.file')}
        required
        helperText={t('dataset.fileHelp')}
        options={(files.data?.items ?? []).map(({ id, fileName }) => ({ id, fileName }))}
        loading={files.isFetching}
        loadingText={t('dataset.searching')}
        noOptionsText={files.isError ? mutationFailedMessage(i18n.t, 'fetch', t('things.datasets')) : t('dataset.noFiles')}
        input={input}
        onInputChange={setInput}
        getOptionLabel={(file) => file.fileName}
        getOptionDisabled={(option) => files.data !== undefined && !uploaded.has(option.id)}
      />
      {dataset && columns.isPending && <Typography color="text.secondary">{t('dataset.loadingColumns')}</Typography>}
      {dataset && columns.isError && (
        <Typography color="error" role="alert">
          {mutationFailedMessage(i18n.t, 'fetch', t('things.columns'))}{' '}
          <Button size="small" onClick={() => void columns.refetch()}>
            {t('dataset.retry')}
          </Button>
        </Typography>
      )}
      {columns.data && (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 3 }}>
            <Box role="group" aria-label={t('dataset.inputsGroup')}>
              <Typography variant="subtitle2" sx={{ mt: 1 }}>
                {t('dataset.inputsGroup')}
              </Typography>
              {inputNames.map((name) => (
                <ColumnSelect key={name} name={`inputColumns.${name}`} label={t('dataset.inputColumn', { name })} columns={list} />
              ))}
            </Box>
            <Box role="group" aria-label={t('dataset.expectedGroup')}>
              <Typography variant="subtitle2" sx={{ mt: 1 }}>
                {t('dataset.expectedGroup')}
              </Typography>
              {outputNames.map((name) => (
                <ColumnSelect key={name} name={`expectedColumns.${name}`} label={t('dataset.expectedColumn', { name })} columns={list} />
              ))}
            </Box>
          </Box>
          <Typography variant="subtitle2" sx={{ mt: 2 }} id="evaluation-set-preview">
            {t('dataset.preview')}
          </Typography>
          <Box sx={{ overflowX: 'auto', maxHeight: 200 }}>
            <Table size="small" aria-labelledby="evaluation-set-preview">
              <TableHead>
                <TableRow>
                  {list.map((column) => (
                    <TableCell key={column.name}>{column.name}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((cells, row) => (
                  <TableRow key={row}>
                    {cells.map((cell, at) => (
                      <TableCell key={list[at]!.name} sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Box>
  );
}
