import { describe, expect, it } from 'vitest';
import { DATASET_FILE, PROJECT } from '../../fixtures/ids';
import { clock } from '../../lib/clock';
import { mockApi } from '../../lib/test-client';

const api = mockApi();
const files = `/studio/v1/projects/${PROJECT.support}/datasets/files`;

/** 'ID,お問い合わせ,担当\r\n1,ログインできません,山田\r\n' in Shift_JIS, as Excel writes it on Japanese Windows. */
const SJIS_CSV = new Uint8Array([
  0x49, 0x44, 0x2c, 0x82, 0xa8, 0x96, 0xe2, 0x82, 0xa2, 0x8d, 0x87, 0x82, 0xed, 0x82, 0xb9, 0x2c, 0x92, 0x53, 0x93, 0x96, 0x0d, 0x0a, 0x31, 0x2c, 0x83, 0x8d,
  0x83, 0x4f, 0x83, 0x43, 0x83, 0x93, 0x82, 0xc5, 0x82, 0xab, 0x82, 0xdc, 0x82, 0xb9, 0x82, 0xf1, 0x2c, 0x8e, 0x52, 0x93, 0x63, 0x0d, 0x0a,
]);

function form(name: string, content: BlobPart, type = 'text/csv'): FormData {
  const data = new FormData();
  data.append('file', new File([content], name, { type }));
  return data;
}

describe('datasets (mock backend)', () => {
  it('lists the project’s files with every status, newest first, filtered by name', async () => {
    const list = await api.get(`${files}?page=1&pageSize=10`);
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBe(6);
    const statuses = new Set(list.body.items.map((f: { status: string }) => f.status));
    expect(statuses).toEqual(
      new Set(['DATASET_FILE_STATUS_BEFORE_UPLOAD', 'DATASET_FILE_STATUS_UPLOADING', 'DATASET_FILE_STATUS_UPLOADED', 'DATASET_FILE_STATUS_FAILED']),
    );
    const updated = list.body.items.map((f: { updatedAt: string }) => f.updatedAt);
    expect([...updated].sort().reverse()).toEqual(updated);
    const filtered = await api.get(`${files}?name=${encodeURIComponent('問い合わせ')}`);
    expect(filtered.body.items.map((f: { fileName: string }) => f.fileName).sort()).toEqual(['問い合わせ履歴_2026Q3.csv', '新規問い合わせ_11月.csv']);
    expect((await api.get(`/studio/v1/projects/${PROJECT.invoice}/datasets/files/${DATASET_FILE.invoices}`)).body.type).toBe('DATASET_FILE_TYPE_XLSX');
  });

  it('answers the columns with samples; a file before upload has none', async () => {
    const columns = await api.get(`${files}/${DATASET_FILE.inquiries}/columns`);
    expect(columns.status).toBe(200);
    expect(columns.body.columns.map((c: { name: string }) => c.name)).toEqual(['問い合わせID', '問い合わせ本文', 'チャネル', '受付日']);
    expect(columns.body.columns[1].sampleValues).toHaveLength(3);
    expect((await api.get(`${files}/dsf_new_inquiries_nov/columns`)).body.columns).toEqual([]);
  });

  it('uploads a CSV that is listed, becomes ready with the clock, and is deleted', async () => {
    const csv = 'id,質問,メモ\n1,"請求書の宛名を変えたい","a, b"\n2,Password reset,\n';
    const uploaded = await api.post(files, form('新しいデータ.csv', csv));
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      fileName: '新しいデータ.csv',
      type: 'DATASET_FILE_TYPE_CSV',
      status: 'DATASET_FILE_STATUS_UPLOADING',
      updatedBy: { name: '山田 太郎' },
    });
    expect(uploaded.body.size).toBe(new TextEncoder().encode(csv).length);
    expect((await api.get(files)).body.items[0].id).toBe(uploaded.body.id);

    clock.advance(1000);
    const ready = await api.get(`${files}/${uploaded.body.id}`);
    expect(ready.body).toMatchObject({ status: 'DATASET_FILE_STATUS_UPLOADED', rowCount: 2 });
    const columns = await api.get(`${files}/${uploaded.body.id}/columns`);
    expect(columns.body.columns).toEqual([
      { name: 'id', index: 0, sampleValues: ['1', '2'] },
      { name: '質問', index: 1, sampleValues: ['請求書の宛名を変えたい', 'Password reset'] },
      { name: 'メモ', index: 2, sampleValues: ['a, b'] },
    ]);

    // The same name again replaces the file (same id).
    const replaced = await api.post(files, form('新しいデータ.csv', 'id,質問\n1,x\n2,y\n3,z\n'));
    expect(replaced.body.id).toBe(uploaded.body.id);
    clock.advance(1000);
    expect((await api.get(`${files}/${uploaded.body.id}`)).body.rowCount).toBe(3);

    expect((await api.delete(`${files}/${uploaded.body.id}`)).status).toBe(204);
    expect((await api.get(`${files}/${uploaded.body.id}`)).status).toBe(404);
    expect((await api.get(`${files}?name=新しいデータ`)).body.totalCount).toBe(0);
  });

  it('reads Japanese headers of Shift_JIS, UTF-8 with BOM and UTF-16 files (the preview’s detection)', async () => {
    expect(new TextDecoder('shift_jis').decode(SJIS_CSV)).toBe('ID,お問い合わせ,担当\r\n1,ログインできません,山田\r\n');
    const sjis = await api.post(files, form('sjis_export.csv', SJIS_CSV));
    expect(sjis.status).toBe(201);
    expect(sjis.body.size).toBe(SJIS_CSV.length);
    const bom = await api.post(
      files,
      form('bom.tsv', new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('質問\t回答\na\tb\n')]), 'text/tab-separated-values'),
    );
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...'問い,答え\nx,y\n'].flatMap((ch) => [ch.charCodeAt(0) & 0xff, ch.charCodeAt(0) >> 8])]);
    const utf16le = await api.post(files, form('utf16.csv', utf16));
    clock.advance(1000);
    const columns = await api.get(`${files}/${sjis.body.id}/columns`);
    expect(columns.body.columns).toEqual([
      { name: 'ID', index: 0, sampleValues: ['1'] },
      { name: 'お問い合わせ', index: 1, sampleValues: ['ログインできません'] },
      { name: '担当', index: 2, sampleValues: ['山田'] },
    ]);
    expect((await api.get(`${files}/${sjis.body.id}`)).body).toMatchObject({ status: 'DATASET_FILE_STATUS_UPLOADED', rowCount: 1 });
    expect((await api.get(`${files}/${bom.body.id}/columns`)).body.columns.map((c: { name: string }) => c.name)).toEqual(['質問', '回答']);
    expect((await api.get(`${files}/${utf16le.body.id}/columns`)).body.columns.map((c: { name: string }) => c.name)).toEqual(['問い', '答え']);
    // Neither UTF-8 nor Shift_JIS: unreadable.
    const binary = await api.post(files, form('binary.csv', new Uint8Array([0x41, 0xff, 0xfe, 0x80, 0x0a])));
    expect(binary.status).toBe(400);
    expect(binary.body.message).toBe('Failed to parse file');
  });

  it('refuses to delete a file that jobs run over, naming the jobs, and changes nothing', async () => {
    const survey = `${files}/dsf_survey_2026_10`;
    const refused = await api.delete(survey);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 409,
      message: 'Cannot delete the dataset file because it is used by a job: アンケート分類, Sentiment check, 要約テスト',
    });
    expect((await api.get(survey)).status).toBe(200);
    const inquiries = await api.delete(`${files}/${DATASET_FILE.inquiries}`);
    expect(inquiries.status).toBe(409);
    expect(inquiries.body.message).toMatch(/^Cannot delete the dataset file because it is used by a job: /);
    expect(inquiries.body.message).toContain('問い合わせ一括分類');
    expect(inquiries.body.message).toContain('Nightly triage');
  });

  it('deletes a file no job uses (204) and forgets it', async () => {
    const unused = `${files}/dsf_broken_export`;
    expect((await api.delete(unused)).status).toBe(204);
    expect((await api.get(unused)).status).toBe(404);
    expect((await api.get(`${files}?name=broken_export`)).body.totalCount).toBe(0);
  });

  it('reads TSV and JSONL columns', async () => {
    const tsv = await api.post(files, form('survey.tsv', 'a\tb\n1\t2\n'));
    const jsonl = await api.post(files, form('chat.jsonl', '{"q":"こんにちは","n":1}\n{"q":"hello","extra":true}\n', 'application/jsonl'));
    clock.advance(1000);
    expect((await api.get(`${files}/${tsv.body.id}/columns`)).body.columns.map((c: { name: string }) => c.name)).toEqual(['a', 'b']);
    const columns = (await api.get(`${files}/${jsonl.body.id}/columns`)).body.columns;
    expect(columns.map((c: { name: string }) => c.name)).toEqual(['q', 'n', 'extra']);
  });

  it('refuses a missing, too large, wrong-type or unreadable file and stores nothing', async () => {
    const before = (await api.get(files)).body.totalCount;
    const missing = await api.post(files, new FormData());
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please select a file');
    const large = await api.post(files, form('big.csv', new Uint8Array(10 * 1024 * 1024 + 1)));
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ code: 413, message: 'File size is too large. Maximum size is 10MB.' });
    const wrongType = await api.post(files, form('notes.pdf', '%PDF-1.7', 'application/pdf'));
    expect(wrongType.status).toBe(415);
    expect(wrongType.body).toEqual({ code: 415, message: 'Invalid file type' });
    const brokenJsonl = await api.post(files, form('broken.jsonl', '{"a":1}\nnot json\n'));
    expect(brokenJsonl.status).toBe(400);
    expect(brokenJsonl.body.message).toBe('Failed to parse file');
    const fakeXlsx = await api.post(files, form('fake.xlsx', 'plain text'));
    expect(fakeXlsx.body.message).toBe('Failed to parse file');
    const empty = await api.post(files, form('empty.csv', ''));
    expect(empty.status).toBe(400);
    expect((await api.get(files)).body.totalCount).toBe(before);
  });

  it('refuses a file name that is a path, a dot name or holds control characters, and stores nothing', async () => {
    const before = (await api.get(files)).body.totalCount;
    const csv = 'id,text\n1,a\n';
    const invalid = { code: 400, message: 'Invalid file name', details: [{ field: 'file', message: 'Invalid file name' }] };
    for (const name of ['../../../etc/evil.csv', '/etc/evil.csv', 'reports\\evil.csv', 'evil\r\n.csv', 'evil\u007f.csv', `${'x'.repeat(252)}.csv`]) {
      const refused = await api.post(files, form(name, csv));
      expect(refused.body, JSON.stringify(name.slice(0, 30))).toEqual(invalid);
    }
    expect((await api.get(files)).body.totalCount).toBe(before);
    expect((await api.get(`${files}?name=evil`)).body.totalCount).toBe(0);
    const longest = await api.post(files, form(`${'x'.repeat(251)}.csv`, csv));
    expect(longest.status).toBe(201);
    expect(longest.body.fileName).toHaveLength(255);
  });

  it('hides files of other projects', async () => {
    expect((await api.get(`${files}/${DATASET_FILE.invoices}`)).status).toBe(404);
    expect((await api.delete(`${files}/${DATASET_FILE.invoices}`)).status).toBe(404);
    // A list under a project that does not exist is a 404, not an empty page.
    expect((await api.get('/studio/v1/projects/prj_missing/datasets/files')).body).toEqual({ code: 404, message: 'Project not found' });
  });
});
