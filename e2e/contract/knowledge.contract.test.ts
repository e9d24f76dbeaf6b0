import { beforeAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE_INDEX, PROJECT } from '../../mocks/fixtures/ids';
import { contractApi, resetMock } from './client';

const api = contractApi();
const base = `/studio/v1/projects/${PROJECT.research}/knowledge`;

function upload(name: string, size: number, type = 'text/plain'): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(size).fill(65)], name, { type }));
  return form;
}

const indexBody = (fileIds: string[]) => ({
  name: '契約テスト索引',
  chunkSize: 1000,
  chunkOverlap: 200,
  searchType: 'SEARCH_TYPE_VECTOR',
  embeddingModel: 'EMBEDDING_MODEL_MULTILINGUAL_E5_LARGE',
  fileIds,
  minimumScore: 0.75,
  documentCount: 3,
});

describe('contract: knowledge files', () => {
  beforeAll(resetMock);

  it('uploads, lists, reads and deletes a file', async () => {
    const created = await api.post(`${base}/files`, upload('contract-notes.md', 2048, 'text/markdown'));
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('FILE_STATUS_UPLOADING');
    const list = await api.get(`${base}/files?page=1&pageSize=10&name=contract-notes`);
    expect(list.body.items.map((f: { id: string }) => f.id)).toEqual([created.body.id]);
    expect((await api.get(`${base}/files/${created.body.id}`)).body.fileName).toBe('contract-notes.md');
    expect((await api.delete(`${base}/files/${created.body.id}`)).status).toBe(204);
    const gone = await api.get(`${base}/files/${created.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 404, message: 'File not found' });
  });

  it('answers oversize and wrong-type uploads and in-use deletes with the error schema', async () => {
    // Over 1MB breaks the contract (the file's maxLength): the proxy refuses it; the backend itself answers 413.
    await api.post(`${base}/files`, upload('big.pdf', 1024 * 1024 + 1), { expectRejected: true });
    const tooLarge = await api.post(`${base}/files`, upload('big.pdf', 1024 * 1024 + 1), { direct: true });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ code: 413, message: 'File size is too large. Maximum size is 1MB.' });
    const wrongType = await api.post(`${base}/files`, upload('tool.exe', 100));
    expect(wrongType.status).toBe(415);
    expect(wrongType.body).toEqual({ code: 415, message: 'Invalid file type' });
    const inUse = await api.delete(`${base}/files/kf_manual_a100`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toContain('Cannot delete the file because it is used by an index');
  });

  it("reads a file's text once it is uploaded", async () => {
    const rules = await api.get(`${base}/files/kf_rules_2026/text`);
    expect(rules.status).toBe(200);
    expect(rules.body).toMatchObject({ fileId: 'kf_rules_2026', truncated: false });
    expect(rules.body.text).toContain('第1条');
    const notYet = await api.get(`${base}/files/kf_security_policy/text`);
    expect(notYet.status).toBe(409);
    expect(notYet.body).toEqual({ code: 409, message: 'The file is not uploaded yet' });
    const uploading = await api.post(`${base}/files`, upload('contract-text.txt', 512));
    expect((await api.get(`${base}/files/${uploading.body.id}/text`)).status).toBe(409);
    const unknown = await api.get(`${base}/files/kf_nope/text`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 404, message: 'File not found' });
  });

  it('refuses requests that break the contract', async () => {
    await api.get(`${base}/files?pageSize=5`, { expectRejected: true });
    await api.post(`${base}/files`, new FormData(), { expectRejected: true });
  });
});

describe('contract: knowledge indexes', () => {
  beforeAll(resetMock);

  it('creates, lists, reads, rebuilds and deletes an index', async () => {
    const created = await api.post(`${base}/indexes`, indexBody(['kf_rules_2026', 'kf_expense_rules']));
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('INDEX_STATUS_PENDING');
    const list = await api.get(`${base}/indexes?page=1&pageSize=10&name=${encodeURIComponent('契約テスト')}`);
    expect(list.body.items.map((i: { id: string }) => i.id)).toEqual([created.body.id]);
    const read = await api.get(`${base}/indexes/${created.body.id}`);
    expect(read.body.files).toHaveLength(2);
    expect(read.body.fileProgress.map((p: { stage: string }) => p.stage)).toEqual(['INDEX_FILE_STAGE_UPLOADED', 'INDEX_FILE_STAGE_UPLOADED']);
    // Pending: not editable, and not deletable, yet.
    const pending = await api.patch(`${base}/indexes/${created.body.id}`, { name: '変更' });
    expect(pending.status).toBe(409);
    const undeletable = await api.delete(`${base}/indexes/${created.body.id}`);
    expect(undeletable.status).toBe(409);
    expect(undeletable.body).toEqual({ code: 409, message: 'Cannot edit the index because its status is processing' });
    expect((await api.get(`${base}/indexes/${created.body.id}`)).status).toBe(200);

    // Waiting for a file's upload is not processing: that index can be deleted.
    const waiting = await api.post(`${base}/indexes`, { ...indexBody(['kf_security_policy']), name: '契約テスト待機' });
    expect(waiting.body.status).toBe('INDEX_STATUS_WAITING');
    expect(waiting.body.fileProgress).toMatchObject([{ fileId: 'kf_security_policy', stage: 'INDEX_FILE_STAGE_WAITING' }]);
    expect((await api.delete(`${base}/indexes/${waiting.body.id}`)).status).toBe(204);
    expect((await api.get(`${base}/indexes/${waiting.body.id}`)).status).toBe(404);

    // Rebuild the failed file only: the guide stays searchable (the scan's upload failed, so it fails again).
    const retried = await api.post(`${base}/indexes/kix_docs_en/rebuild`, { fileIds: ['kf_guide_en_scan'] });
    expect(retried.status).toBe(202);
    expect(retried.body.fileProgress).toMatchObject([
      { fileId: 'kf_guide_en', stage: 'INDEX_FILE_STAGE_SEARCHABLE' },
      { fileId: 'kf_guide_en_scan', stage: 'INDEX_FILE_STAGE_FAILED', statusMessage: 'Upload failed: product-guide-en-v1-scan.pdf' },
    ]);
    const rebuilt = await api.post(`${base}/indexes/kix_docs_en/rebuild`);
    expect(rebuilt.status).toBe(202);
  });

  it('updates a finished index, which starts a new build', async () => {
    const updated = await api.patch(`${base}/indexes/${KNOWLEDGE_INDEX.manuals}`, { name: 'Product manuals', minimumScore: 0.8, documentCount: 5 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Product manuals', minimumScore: 0.8, status: 'INDEX_STATUS_PENDING' });
  });

  it('answers rule violations with the error schema and changes nothing', async () => {
    const before = (await api.get(`${base}/indexes/kix_rules`)).body;
    const refused = await api.patch(`${base}/indexes/kix_rules`, { chunkSize: 500 });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 409, message: 'Cannot edit the index because its status is processing' });
    expect((await api.post(`${base}/indexes/kix_rules/rebuild`)).status).toBe(409);
    expect((await api.post(`${base}/indexes/kix_rules/rebuild`, { fileIds: ['kf_expense_rules'] })).status).toBe(409);
    const inProgress = await api.delete(`${base}/indexes/kix_rules`);
    expect(inProgress.status).toBe(409);
    expect(inProgress.body).toEqual({ code: 409, message: 'Cannot edit the index because its status is processing' });
    expect((await api.get(`${base}/indexes/kix_rules`)).body).toEqual(before);
    const notItsFile = await api.post(`${base}/indexes/kix_release_notes/rebuild`, { fileIds: ['kf_release_notes_06', 'kf_glossary'] });
    expect(notItsFile.status).toBe(400);
    expect(notItsFile.body).toEqual({ code: 400, message: 'File not found', details: [{ field: 'fileIds.1', message: 'File not found' }] });
    const overlap = await api.post(`${base}/indexes`, { ...indexBody(['kf_glossary']), chunkSize: 100, chunkOverlap: 100 });
    expect(overlap.status).toBe(400);
    const foreign = await api.post(`${base}/indexes`, indexBody(['kf_faq_2026q3']));
    expect(foreign.body).toMatchObject({ code: 400, message: 'File not found' });
  });

  it('refuses requests that break the contract', async () => {
    await api.post(`${base}/indexes`, { ...indexBody(['kf_glossary']), chunkSize: 0 }, { expectRejected: true });
    await api.post(`${base}/indexes`, { ...indexBody([]) }, { expectRejected: true });
    await api.post(`${base}/indexes`, { ...indexBody(['kf_glossary']), searchType: 'VECTOR' }, { expectRejected: true });
    await api.patch(`${base}/indexes/${KNOWLEDGE_INDEX.manuals}`, {}, { expectRejected: true });
    await api.get(`${base}/indexes?page=0`, { expectRejected: true });
    await api.post(`${base}/indexes/kix_docs_en/rebuild`, { fileIds: [] }, { expectRejected: true });
    await api.post(`${base}/indexes/kix_docs_en/rebuild`, { fileIds: ['kf_guide_en'], everything: true }, { expectRejected: true });
  });
});
