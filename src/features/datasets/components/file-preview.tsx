import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextEncodingName } from '../preview/decode-text';
import type { TablePreview } from '../preview/parse-table';
import type { PreviewProblem } from '../preview/preview-file';
import type { PreviewState } from '../preview/use-file-preview';

/**
 * A chosen file before it is sent ('Before Upload'): the encoding detected from its bytes, its columns
 * and first rows in a small table — or, for an Excel workbook, that the server reads the columns after
 * upload — or why it cannot be read ('Failed to parse file' and the line).
 */
export function FilePreviewPanel({ fileName, state }: { fileName: string; state: PreviewState }) {
  const { t } = useTranslation('datasets');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="dataset-preview" sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('preview.label', { name: fileName })}
      </Typography>
      {state.status === 'reading' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          <CircularProgress size={16} aria-hidden />
          {t('preview.reading')}
        </Box>
      )}
      {state.status === 'unreadable' && <Alert severity="error">{t('preview.readFailed')}</Alert>}
      {state.status === 'done' && state.preview.kind === 'workbook' && (
        <Alert severity="info" data-testid="dataset-preview-workbook">
          {t('preview.workbook')}
        </Alert>
      )}
      {state.status === 'done' && state.preview.kind === 'failed' && <ParseProblem problem={state.preview.problem} />}
      {state.status === 'done' && state.preview.kind === 'table' && (
        <PreviewTable fileName={fileName} encoding={state.preview.encoding} bom={state.preview.bom} table={state.preview.table} />
      )}
    </Box>
  );
}

function ParseProblem({ problem }: { problem: PreviewProblem }) {
  const { t } = useTranslation('datasets');
  const detail = (() => {
    switch (problem.kind) {
      case 'unclosedQuote':
      case 'invalidJson':
      case 'notObject':
        return t(`preview.problems.${problem.kind}`, { line: problem.line });
      default:
        return t(`preview.problems.${problem.kind}`);
    }
  })();
  return (
    <Alert severity="error" role="alert" data-testid="dataset-preview-problem">
      <AlertTitle>{t('upload.reasons.parseFailed')}</AlertTitle>
      {detail}
    </Alert>
  );
}

function PreviewTable({ fileName, encoding, bom, table }: { fileName: string; encoding: TextEncodingName; bom: boolean; table: TablePreview }) {
  const { t, i18n } = useTranslation('datasets');
  const number = new Intl.NumberFormat(i18n.language);
  const { columns, rows, rowCount } = table;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mb: 1, color: 'text.secondary' }}>
        <Typography variant="body2" data-testid="dataset-preview-encoding">
          {t('preview.encoding', { encoding: bom ? t('preview.withBom', { encoding }) : encoding })}
        </Typography>
        <Typography variant="body2" data-testid="dataset-preview-summary">
          {t('preview.columnCount', { count: columns.length })} · {t('preview.rowCount', { count: rowCount, formatted: number.format(rowCount) })}
        </Typography>
      </Box>
      {/* Scrolls both ways: keyboard users reach it (tab stop) and its name is the table's. */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={t('preview.label', { name: fileName })}
        sx={{ maxHeight: 440, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader aria-label={t('preview.label', { name: fileName })} data-testid="dataset-preview-table">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 48, color: 'text.secondary' }}>{t('preview.rowNumber')}</TableCell>
              {columns.map((column, index) => (
                <TableCell key={index} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, rowIndex) => (
              <TableRow key={rowIndex}>
                <TableCell sx={{ color: 'text.secondary' }}>{rowIndex + 1}</TableCell>
                {row.map((value, index) => (
                  <TableCell key={index} title={value} sx={{ maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {value}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {rowCount === 0
          ? t('preview.noRows')
          : rows.length < rowCount
            ? t('preview.firstRows', { shown: number.format(rows.length), total: number.format(rowCount) })
            : t('preview.allRows')}
      </Typography>
    </>
  );
}
