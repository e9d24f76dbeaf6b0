import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getEvaluationRun } from '../../../generated/evaluations/evaluations';
import { failCalls, renderRoute, toastText } from '../../../test/render-route';
import { getListEvaluationResultsMockHandler } from '../../../generated/evaluations/evaluations.msw';
import { ExportResultsButton } from './export-results-button';

async function open(language = 'en-us') {
  const run = await getEvaluationRun('prj_support', 'wf_support_triage', 'evr_support_seed_latest');
  return renderRoute(<ExportResultsButton projectId="prj_support" workflowId="wf_support_triage" run={run} />, { path: '/', url: '/', language });
}

function captureBlobs() {
  const blobs: Blob[] = [];
  vi.stubGlobal('URL', Object.assign(globalThis.URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:test'), revokeObjectURL: () => undefined }));
  return blobs;
}

describe('ExportResultsButton', () => {
  it("exports every row of the run as CSV with a UTF-8 BOM, the set's variables and outputs as columns", async () => {
    const blobs = captureBlobs();
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe(
      'Row,inquiry,customerId,category output,category expected,category score,category result,priority output,priority expected,priority score,priority result,Row result,Row score,Latency (ms),Tokens,Debug run,Error',
    );
    expect(lines.filter(Boolean)).toHaveLength(21);
    expect(lines[1]).toMatch(/^1,請求書の再発行をお願いできますか？先月分が見当たりません。,C-20931,/);
  });

  it('says so when the results cannot be read', async () => {
    captureBlobs();
    failCalls(getListEvaluationResultsMockHandler);
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await toastText()).toContain('Failed to export results. Please try again later.');
  });
});
