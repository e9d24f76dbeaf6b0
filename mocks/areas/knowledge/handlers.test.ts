import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_INDEX, PROJECT } from '../../fixtures/ids';
import { clock } from '../../lib/clock';
import { mockApi } from '../../lib/test-client';
import { BUILD_MS, PENDING_MS, UPLOAD_MS } from './table';

const api = mockApi();
const base = `/studio/v1/projects/${PROJECT.research}/knowledge`;

const indexBody = (overrides: Record<string, unknown> = {}) => ({
  name: '新しい規程インデックス',
  chunkSize: 800,
  chunkOverlap: 100,
  searchType: 'SEARCH_TYPE_HYBRID',
  embeddingModel: 'EMBEDDING_MODEL_TEXT_EMBEDDING_3_SMALL',
  fileIds: ['kf_rules_2026'],
  ...overrides,
});

function upload(name: string, size: number, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(size).fill(65)], name, { type }));
  return form;
}

describe('knowledge indexes (mock backend)', () => {
  it('seeds every index status in the fixture projects', async () => {
    const research = await api.get(`${base}/indexes`);
    const support = await api.get(`/studio/v1/projects/${PROJECT.support}/knowledge/indexes`);
    const statuses = new Set([...research.body.items, ...support.body.items].map((i: { status: string }) => i.status));
    expect([...statuses].sort()).toEqual([
      'INDEX_STATUS_FAILED',
      'INDEX_STATUS_PENDING',
      'INDEX_STATUS_PROGRESS',
      'INDEX_STATUS_SUCCESS',
      'INDEX_STATUS_WAITING',
    ]);
    const manuals = await api.get(`${base}/indexes/${KNOWLEDGE_INDEX.manuals}`);
    expect(manuals.body).toMatchObject({ name: '製品マニュアル', status: 'INDEX_STATUS_SUCCESS', minimumScore: 0.75, documentCount: 3 });
    expect(manuals.body.files.map((f: { fileName: string }) => f.fileName)).toEqual(['製品マニュアル_A100.pdf', '製品マニュアル_B200.pdf']);
    const filtered = await api.get(`${base}/indexes?name=english`);
    expect(filtered.body.items.map((i: { name: string }) => i.name)).toEqual(['English product docs']);
  });

  it('creates an index that is listed and builds PENDING → PROGRESS → SUCCESS over time', async () => {
    clock.freeze(Date.now());
    const created = await api.post(`${base}/indexes`, indexBody());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'INDEX_STATUS_PENDING', minimumScore: 0.75, documentCount: 3, createdBy: { name: '山田 太郎' } });
    expect((await api.get(`${base}/indexes`)).body.items[0].id).toBe(created.body.id);

    clock.advance(PENDING_MS);
    expect((await api.get(`${base}/indexes/${created.body.id}`)).body.status).toBe('INDEX_STATUS_PROGRESS');
    clock.advance(BUILD_MS);
    expect((await api.get(`${base}/indexes/${created.body.id}`)).body.status).toBe('INDEX_STATUS_SUCCESS');
  });

  it('waits for uploading files before building, and fails on a failed file', async () => {
    clock.freeze(Date.now());
    const file = await api.post(`${base}/files`, upload('議事録.txt', 2048));
    const waiting = await api.post(`${base}/indexes`, indexBody({ fileIds: [file.body.id] }));
    expect(waiting.body.status).toBe('INDEX_STATUS_WAITING');
    clock.advance(UPLOAD_MS);
    expect((await api.get(`${base}/files/${file.body.id}`)).body.status).toBe('FILE_STATUS_UPLOADED');
    expect((await api.get(`${base}/indexes/${waiting.body.id}`)).body.status).toBe('INDEX_STATUS_PENDING');
    clock.advance(PENDING_MS + BUILD_MS);
    expect((await api.get(`${base}/indexes/${waiting.body.id}`)).body.status).toBe('INDEX_STATUS_SUCCESS');

    const failing = await api.post(`${base}/indexes`, indexBody({ fileIds: ['kf_guide_en_scan'] }));
    expect(failing.body).toMatchObject({ status: 'INDEX_STATUS_FAILED', statusMessage: 'Upload failed: product-guide-en-v1-scan.pdf' });
  });

  it('refuses to edit or rebuild an index in progress and changes nothing', async () => {
    const before = (await api.get(`${base}/indexes/kix_rules`)).body;
    expect(before.status).toBe('INDEX_STATUS_PROGRESS');
    const refused = await api.patch(`${base}/indexes/kix_rules`, { name: '改名' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 409, message: 'Cannot edit the index because its status is processing' });
    expect((await api.post(`${base}/indexes/kix_rules/rebuild`)).status).toBe(409);
    expect((await api.get(`${base}/indexes/kix_rules`)).body).toEqual(before);

    // A freshly created index is pending: also not editable.
    const created = await api.post(`${base}/indexes`, indexBody());
    expect((await api.patch(`${base}/indexes/${created.body.id}`, { chunkSize: 900 })).status).toBe(409);
  });

  it('updates a finished index and rebuilds it', async () => {
    clock.freeze(Date.now());
    const updated = await api.patch(`${base}/indexes/${KNOWLEDGE_INDEX.manuals}`, { name: 'Product manuals', documentCount: 5 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Product manuals', documentCount: 5, status: 'INDEX_STATUS_PENDING' });
    clock.advance(PENDING_MS + BUILD_MS);
    const rebuilt = await api.post(`${base}/indexes/${KNOWLEDGE_INDEX.manuals}/rebuild`);
    expect(rebuilt.status).toBe(202);
    expect(rebuilt.body.status).toBe('INDEX_STATUS_PENDING');
  });

  it('deletes an index (its files stay)', async () => {
    expect((await api.delete(`${base}/indexes/kix_docs_en`)).status).toBe(204);
    expect((await api.get(`${base}/indexes/kix_docs_en`)).status).toBe(404);
    expect((await api.get(`${base}/files/kf_guide_en`)).status).toBe(200);
  });

  it('answers validation failures with the error schema and creates nothing', async () => {
    const before = (await api.get(`${base}/indexes`)).body.totalCount;
    const blankName = await api.post(`${base}/indexes`, indexBody({ name: '  ' }));
    expect(blankName.status).toBe(400);
    expect(blankName.body.message).toBe('Please enter an index name');
    const zeroChunk = await api.post(`${base}/indexes`, indexBody({ chunkSize: 0 }));
    expect(zeroChunk.status).toBe(400);
    expect(zeroChunk.body.details[0].field).toBe('chunkSize');
    const overlap = await api.post(`${base}/indexes`, indexBody({ chunkSize: 100, chunkOverlap: 100 }));
    expect(overlap.body.message).toBe('Chunk overlap must be smaller than the chunk size');
    const noFiles = await api.post(`${base}/indexes`, indexBody({ fileIds: [] }));
    expect(noFiles.status).toBe(400);
    const foreignFile = await api.post(`${base}/indexes`, indexBody({ fileIds: ['kf_faq_2026q3'] }));
    expect(foreignFile.body).toMatchObject({ code: 400, message: 'File not found', details: [{ field: 'fileIds.0' }] });
    const badJson = await api.raw('POST', `${base}/indexes`, '{"name":', { 'content-type': 'application/json' });
    expect(badJson.body).toMatchObject({ code: 400, message: 'Invalid JSON body' });
    const wrongType = await api.post(`${base}/indexes`, indexBody({ chunkSize: 'big' }));
    expect(wrongType.status).toBe(400);
    expect((await api.get(`${base}/indexes`)).body.totalCount).toBe(before);
  });

  it('keeps indexes to their project and organization', async () => {
    expect((await api.get(`/studio/v1/projects/${PROJECT.support}/knowledge/indexes/${KNOWLEDGE_INDEX.manuals}`)).status).toBe(404);
    expect((await api.get(`/studio/v1/projects/${PROJECT.betaSales}/knowledge/indexes`)).status).toBe(404);
  });
});

describe('knowledge files (mock backend)', () => {
  it('seeds every file status and pages through the files', async () => {
    const page1 = await api.get(`${base}/files?page=1&pageSize=10`);
    const page2 = await api.get(`${base}/files?page=2&pageSize=10`);
    expect(page1.body.items).toHaveLength(10);
    expect(page1.body.totalCount).toBe(11);
    expect(page2.body.items).toHaveLength(1);
    const support = await api.get(`/studio/v1/projects/${PROJECT.support}/knowledge/files`);
    const statuses = new Set([...page1.body.items, ...page2.body.items, ...support.body.items].map((f: { status: string }) => f.status));
    expect([...statuses].sort()).toEqual(['FILE_STATUS_FAILED', 'FILE_STATUS_NOT_YET', 'FILE_STATUS_UPLOADED', 'FILE_STATUS_UPLOADING']);
    const named = await api.get(`${base}/files?name=${encodeURIComponent('マニュアル')}`);
    expect(named.body.totalCount).toBe(2);
    expect(named.body.items[0].indexIds).toEqual([KNOWLEDGE_INDEX.manuals]);
  });

  it('uploads a file that is listed, uploads over time, and deletes it', async () => {
    clock.freeze(Date.now());
    const created = await api.post(`${base}/files`, upload('社内FAQ.md', 1024, 'text/markdown'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ fileName: '社内FAQ.md', size: 1024, type: 'KNOWLEDGE_FILE_TYPE_MD', status: 'FILE_STATUS_UPLOADING', indexIds: [] });
    expect((await api.get(`${base}/files`)).body.items[0].id).toBe(created.body.id);
    clock.advance(UPLOAD_MS);
    expect((await api.get(`${base}/files/${created.body.id}`)).body.status).toBe('FILE_STATUS_UPLOADED');
    expect((await api.delete(`${base}/files/${created.body.id}`)).status).toBe(204);
    expect((await api.get(`${base}/files/${created.body.id}`)).status).toBe(404);
  });

  it('accepts exactly 1MB and refuses more, wrong types and empty files', async () => {
    const before = (await api.get(`${base}/files`)).body.totalCount;
    expect((await api.post(`${base}/files`, upload('limit.txt', 1024 * 1024))).status).toBe(201);
    const tooLarge = await api.post(`${base}/files`, upload('big.pdf', 1024 * 1024 + 1));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ code: 413, message: 'File size is too large. Maximum size is 1MB.' });
    const wrongType = await api.post(`${base}/files`, upload('script.exe', 10));
    expect(wrongType.status).toBe(415);
    expect(wrongType.body).toEqual({ code: 415, message: 'Invalid file type' });
    const empty = await api.post(`${base}/files`, upload('empty.txt', 0));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Upload failed');
    const noFile = await api.post(`${base}/files`, new FormData());
    expect(noFile.status).toBe(400);
    expect((await api.get(`${base}/files`)).body.totalCount).toBe(before + 1);
  });

  it('refuses to delete a file an index is built from, and keeps it', async () => {
    const refused = await api.delete(`${base}/files/kf_manual_a100`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 409, message: 'Cannot delete the file because it is used by an index: 製品マニュアル' });
    expect((await api.get(`${base}/files/kf_manual_a100`)).status).toBe(200);
    // Once the index no longer uses it, it can go.
    await api.patch(`${base}/indexes/${KNOWLEDGE_INDEX.manuals}`, { fileIds: ['kf_manual_b200'] });
    expect((await api.delete(`${base}/files/kf_manual_a100`)).status).toBe(204);
  });

  it('removes the knowledge of a deleted project', async () => {
    expect((await api.delete(`/studio/v1/projects/${PROJECT.research}`)).status).toBe(204);
    const { knowledgeIndexes, knowledgeFiles } = await import('./table');
    expect(knowledgeIndexes.where((row) => row.projectId === PROJECT.research)).toEqual([]);
    expect(knowledgeFiles.where((row) => row.projectId === PROJECT.research)).toEqual([]);
  });
});
