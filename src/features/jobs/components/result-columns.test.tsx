/**
 * Job results show inputs and outputs at length (issue #29, item 10): they take the grid's width beside
 * columns as wide as their content (no empty wide column for the debug action), and the whole value is in
 * the cell, on up to two lines and on hover. The row results grid has 673 px at 1280 (beside the sidebar
 * and the executions list).
 */
import { render, renderHook, screen, within } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PagedDataGrid } from '../../../components/data-table/paged-data-grid';
import type { Job, JobRowResult } from '../../../generated/model';
import { createTestI18n } from '../../../test/i18n';
import { TestProviders } from '../../../test/providers';
import { useResultColumns } from './result-columns';

const GRID_AT_1280 = 673;
const JOB = { id: 'job_1', workflowId: 'wf_1', startNodeVariable: 'question' } as Job;
const LONG_INPUT = '請求書の再発行をお願いできますか？先月分が見当たりません。経理部の山田さん宛てに PDF で送ってください。';
const ROWS: JobRowResult[] = [
  {
    rowNumber: 1,
    inputValue: LONG_INPUT,
    outputValue: 'Reissued the invoice for October and sent it to the accounting department as a PDF.',
    status: 'JOB_ROW_STATUS_SUCCESS',
  },
  { rowNumber: 2, inputValue: 'Where is my order?', status: 'JOB_ROW_STATUS_FAILURE', errorMessage: 'LLM call timed out after 60 seconds' },
];

const wrapper = (language: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <TestProviders i18n={createTestI18n(language)}>
        <MemoryRouter>{children}</MemoryRouter>
      </TestProviders>
    );
  };

function columns(language: string): Record<string, GridColDef<JobRowResult>> {
  const { result } = renderHook(() => useResultColumns('prj_support', JOB), { wrapper: wrapper(language) });
  return Object.fromEntries(result.current.map((column) => [column.field, column]));
}

describe('job result columns', () => {
  it.each(['en-us', 'ja-jp'])('%s: input and output take the width; the debug column is as narrow as its header; all fit at 1280', (language) => {
    const all = columns(language);
    for (const field of ['inputValue', 'outputValue']) {
      expect(all[field]!.flex).toBeGreaterThan(0);
      expect(all[field]!.minWidth).toBeGreaterThanOrEqual(160);
    }
    expect(all.debug!.width).toBeLessThanOrEqual(80);
    expect(all.status!.width).toBeGreaterThanOrEqual(language === 'ja-jp' ? 147 : 120); // キャンセル済み / Succeeded tags
    const least = Object.values(all).reduce((sum, column) => sum + (column.width ?? column.minWidth ?? 0), 0);
    expect(least).toBeLessThanOrEqual(GRID_AT_1280);
  });

  it('the whole input and output are in their cells (read out, shown on hover); a failed row links to debugging it', async () => {
    function Grid() {
      return (
        <PagedDataGrid
          label="Row results"
          rows={ROWS}
          columns={useResultColumns('prj_support', JOB)}
          rowCount={ROWS.length}
          getRowId={(row) => row.rowNumber}
          rowHeight={56}
        />
      );
    }
    render(<Grid />, { wrapper: wrapper('en-us') });
    const grid = await screen.findByRole('grid', { name: 'Row results' });
    expect(within(grid).getByText(LONG_INPUT)).toHaveAttribute('title', LONG_INPUT);
    expect(within(grid).getByTitle(ROWS[0]!.outputValue!)).toHaveTextContent(ROWS[0]!.outputValue!);
    expect(within(grid).getByRole('link', { name: 'Debug this input (row 2) in the workflow editor' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/workflows\/editor\/wf_1\?tab=debug&input\.question=/),
    );
  });
});
