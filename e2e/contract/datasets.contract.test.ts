import { beforeAll, describe, expect, it } from 'vitest';
import { DATASET_FILE, PROJECT } from '../../mocks/fixtures/ids';
import { contractApi, resetMock } from './client';

const api = contractApi();
const files = `/studio/v1/projects/${PROJECT.support}/datasets/files`;

function form(name: string, content: BlobPart, type = 'text/csv'): FormData {
  const data = new FormData();
  data.append('file', new File([content], name, { type }));
  return data;
}

describe('contract: datasets', () => {
  beforeAll(resetMock);

  it('lists files and answers a file’s columns', async () => {
    const list = await api.get(`${files}?page=1&pageSize=10&name=csv`);
    expect(list.body.items.map((f: { id: string }) => f.id)).toContain(DATASET_FILE.inquiries);
    const file = await api.get(`${files}/${DATASET_FILE.inquiries}`);
    expect(file.body.status).toBe('DATASET_FILE_STATUS_UPLOADED');
    const columns = await api.get(`${files}/${DATASET_FILE.inquiries}/columns`);
    expect(columns.body.columns.map((c: { name: string }) => c.name)).toContain('問い合わせ本文');
  });

  it('uploads a file that is listed, then deletes it', async () => {
    const uploaded = await api.post(files, form('contract_test.csv', 'question,answer\nこんにちは,Hello\n'));
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ fileName: 'contract_test.csv', type: 'DATASET_FILE_TYPE_CSV' });
    const list = await api.get(`${files}?name=contract_test`);
    expect(list.body.items.map((f: { id: string }) => f.id)).toEqual([uploaded.body.id]);
    expect((await api.delete(`${files}/${uploaded.body.id}`)).status).toBe(204);
    const gone = await api.get(`${files}/${uploaded.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe(404);
  });

  // `prism proxy` reads every request body as UTF-8 text and forwards that text re-encoded: bytes that are
  // not UTF-8 (Shift_JIS, any binary) arrive as U+FFFD (stoplightio/prism#1321, #2349). The Shift_JIS
  // upload therefore goes to the mock directly; through Prism the file would arrive 75 bytes long, garbled.
  it('reads the Japanese headers of a Shift_JIS CSV (as Excel writes it), sent past Prism', async () => {
    // 'ID,お問い合わせ\r\n1,ログインできません\r\n' in Shift_JIS.
    const sjis = new Uint8Array([
      0x49, 0x44, 0x2c, 0x82, 0xa8, 0x96, 0xe2, 0x82, 0xa2, 0x8d, 0x87, 0x82, 0xed, 0x82, 0xb9, 0x0d, 0x0a, 0x31, 0x2c, 0x83, 0x8d, 0x83, 0x4f, 0x83, 0x43,
      0x83, 0x93, 0x82, 0xc5, 0x82, 0xab, 0x82, 0xdc, 0x82, 0xb9, 0x82, 0xf1, 0x0d, 0x0a,
    ]);
    const uploaded = await api.post(files, form('contract_sjis.csv', sjis), { direct: true });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.size).toBe(sjis.length);
    // The mock reads an upload for a second (DATASET_FILE_STATUS_UPLOADING) before its columns are there.
    await expect
      .poll(async () => (await api.get(`${files}/${uploaded.body.id}/columns`)).body.columns.map((c: { name: string }) => c.name), {
        timeout: 10_000,
        interval: 500,
      })
      .toEqual(['ID', 'お問い合わせ']);
    expect((await api.delete(`${files}/${uploaded.body.id}`)).status).toBe(204);
  });

  it('refuses to delete a file jobs run over (409 naming the jobs) and keeps it', async () => {
    const survey = `${files}/dsf_survey_2026_10`;
    const refused = await api.delete(survey);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(409);
    expect(refused.body.message).toMatch(/^Cannot delete the dataset file because it is used by a job: /);
    expect(refused.body.message).toContain('アンケート分類');
    expect((await api.get(survey)).body.status).toBe('DATASET_FILE_STATUS_UPLOADED');
  });

  it('answers a too large, a wrong-type and an unreadable file with the error schema', async () => {
    // Prism's own body limit (10mb) refuses such a request before the mock sees it: ask the mock directly.
    const large = await api.post(files, form('big.csv', new Uint8Array(10 * 1024 * 1024 + 1)), { direct: true });
    expect(large.status).toBe(413);
    expect(large.body.message).toBe('File size is too large. Maximum size is 10MB.');
    const wrongType = await api.post(files, form('slides.pdf', '%PDF-1.7', 'application/pdf'));
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.message).toBe('Invalid file type');
    const broken = await api.post(files, form('broken.jsonl', 'not json'));
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('Failed to parse file');
  });

  it('refuses requests that break the contract', async () => {
    await api.get(`${files}?page=0`, { expectRejected: true });
    await api.get(`${files}/bad%20id`, { expectRejected: true });
    await api.post(files, new FormData(), { expectRejected: true });
  });
});
