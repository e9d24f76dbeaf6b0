import { describe, expect, it } from 'vitest';
import { GetKnowledgeFileTextResponse } from '../../../src/generated/knowledge-files/knowledge-files.zod';
import {
  GetKnowledgeIndexResponse,
  ListKnowledgeIndexesResponse,
  RebuildKnowledgeIndexResponse,
} from '../../../src/generated/knowledge-indexes/knowledge-indexes.zod';
import type { KnowledgeIndexFileProgress } from '../../../src/generated/model';
import { KNOWLEDGE_INDEX, PROJECT } from '../../fixtures/ids';
import { clock } from '../../lib/clock';
import { scenario } from '../../lib/scenario';
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

  it('answers a JSON body over 20 MB with 413 and creates or changes nothing', async () => {
    const before = (await api.get(`${base}/indexes`)).body.totalCount;
    // The limit counts the body's bytes (UTF-8), not its characters: 7M Japanese characters are 21 MB.
    const huge = await api.post(`${base}/indexes`, indexBody({ name: 'あ'.repeat(7 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ code: 413, message: 'Request body is too large. Maximum size is 20MB.' });
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

  it('refuses a file name that is a path or holds control characters, never storing its last segment', async () => {
    const before = (await api.get(`${base}/files`)).body.totalCount;
    const invalid = { code: 400, message: 'Invalid file name', details: [{ field: 'file', message: 'Invalid file name' }] };
    for (const name of ['../../../etc/evil.csv', '..\\..\\evil.txt', 'notes/evil.md', 'evil\u001b[31m.txt', `${'あ'.repeat(252)}.txt`]) {
      expect((await api.post(`${base}/files`, upload(name, 10, 'text/plain'))).body, name.slice(0, 40)).toEqual(invalid);
    }
    expect((await api.get(`${base}/files?name=evil`)).body.totalCount).toBe(0);
    expect((await api.get(`${base}/files`)).body.totalCount).toBe(before);
    // A base name of 255 characters, Japanese, dotted or with spaces, is stored as given.
    for (const name of [`${'あ'.repeat(251)}.txt`, '..notes.md', '議事録 2026-11 (最終).txt']) {
      const stored = await api.post(`${base}/files`, upload(name, 10, 'text/plain'));
      expect(stored.status, name.slice(0, 40)).toBe(201);
      expect(stored.body.fileName).toBe(name);
    }
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

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

function textUpload(name: string, text: string, type = 'text/plain'): FormData {
  const form = new FormData();
  form.append('file', new File([text], name, { type }));
  return form;
}

/** The index (checked against the contract's response schema) and its files' progress by file id. */
async function progressOf(indexId: string, projectBase = base) {
  const response = await api.get(`${projectBase}/indexes/${indexId}`);
  expect(response.status).toBe(200);
  const index = GetKnowledgeIndexResponse.parse(response.body);
  const byFile = Object.fromEntries(index.fileProgress.map((p) => [p.fileId, p])) as Record<string, KnowledgeIndexFileProgress>;
  return { index, byFile, stages: index.fileProgress.map((p) => p.stage) };
}

describe('knowledge build progress per file (mock backend)', () => {
  it('moves each file waiting → uploaded → chunked → embedded → searchable over time, with times', async () => {
    const t0 = Date.parse('2026-11-20T10:00:00Z');
    clock.freeze(t0);
    const a = await api.post(`${base}/files`, upload('手順書A.txt', 2048));
    const b = await api.post(`${base}/files`, upload('手順書B.txt', 14_000));
    const created = await api.post(`${base}/indexes`, indexBody({ fileIds: [a.body.id, b.body.id] }));
    const id = created.body.id;
    expect(created.body.fileProgress.map((p: KnowledgeIndexFileProgress) => p.fileName)).toEqual(['手順書A.txt', '手順書B.txt']);

    let now = await progressOf(id);
    expect(now.index.status).toBe('INDEX_STATUS_WAITING');
    expect(now.byFile[a.body.id]).toEqual({
      fileId: a.body.id,
      fileName: '手順書A.txt',
      stage: 'INDEX_FILE_STAGE_WAITING',
      stageChangedAt: iso(t0),
      expectedNextAt: iso(t0 + UPLOAD_MS),
    });

    // Uploaded: queued; the first file is expected to be chunked at 0.4 of its half of the build.
    const uploaded = t0 + UPLOAD_MS;
    const progressStart = uploaded + PENDING_MS;
    const at = (share: number) => progressStart + (BUILD_MS * share) / 2;
    clock.advance(UPLOAD_MS);
    now = await progressOf(id);
    expect(now.index.status).toBe('INDEX_STATUS_PENDING');
    expect(now.byFile[a.body.id]).toEqual({
      fileId: a.body.id,
      fileName: '手順書A.txt',
      stage: 'INDEX_FILE_STAGE_UPLOADED',
      stageChangedAt: iso(uploaded),
      uploadedAt: iso(uploaded),
      expectedNextAt: iso(at(0.4)),
    });
    expect(now.byFile[b.body.id]!.expectedNextAt).toBe(iso(at(1.4)));

    clock.advance(PENDING_MS);
    now = await progressOf(id);
    expect(now.index.status).toBe('INDEX_STATUS_PROGRESS');
    expect(now.stages).toEqual(['INDEX_FILE_STAGE_UPLOADED', 'INDEX_FILE_STAGE_UPLOADED']);

    clock.advance(at(0.4) - progressStart);
    now = await progressOf(id);
    expect(now.stages).toEqual(['INDEX_FILE_STAGE_CHUNKED', 'INDEX_FILE_STAGE_UPLOADED']);
    // 2048 bytes, chunks of 800 with 100 overlap: ceil(1024 / 700) = 2.
    expect(now.byFile[a.body.id]).toMatchObject({ chunkedAt: iso(at(0.4)), stageChangedAt: iso(at(0.4)), chunkCount: 2, expectedNextAt: iso(at(0.9)) });

    clock.advance(at(0.9) - at(0.4));
    now = await progressOf(id);
    expect(now.stages).toEqual(['INDEX_FILE_STAGE_EMBEDDED', 'INDEX_FILE_STAGE_UPLOADED']);
    expect(now.byFile[a.body.id]).toMatchObject({ embeddedAt: iso(at(0.9)), expectedNextAt: iso(progressStart + BUILD_MS) });

    clock.advance(at(1.4) - at(0.9));
    expect((await progressOf(id)).stages).toEqual(['INDEX_FILE_STAGE_EMBEDDED', 'INDEX_FILE_STAGE_CHUNKED']);
    clock.advance(at(1.9) - at(1.4));
    expect((await progressOf(id)).stages).toEqual(['INDEX_FILE_STAGE_EMBEDDED', 'INDEX_FILE_STAGE_EMBEDDED']);

    clock.advance(progressStart + BUILD_MS - at(1.9));
    now = await progressOf(id);
    expect(now.index.status).toBe('INDEX_STATUS_SUCCESS');
    expect(now.byFile[b.body.id]).toEqual({
      fileId: b.body.id,
      fileName: '手順書B.txt',
      stage: 'INDEX_FILE_STAGE_SEARCHABLE',
      stageChangedAt: iso(progressStart + BUILD_MS),
      uploadedAt: iso(uploaded),
      chunkedAt: iso(at(1.4)),
      embeddedAt: iso(at(1.9)),
      searchableAt: iso(progressStart + BUILD_MS),
      chunkCount: 10,
    });
  });

  it('seeds a stalled file in the build under way, and every other stage with plausible times', async () => {
    const seededAt = Date.now();
    const rules = await progressOf('kix_rules');
    expect(rules.index.status).toBe('INDEX_STATUS_PROGRESS');
    const done = rules.byFile.kf_rules_2026!;
    expect(done.stage).toBe('INDEX_FILE_STAGE_EMBEDDED');
    expect(Date.parse(done.embeddedAt!)).toBeLessThan(seededAt - 30 * MINUTE);
    expect(Date.parse(done.expectedNextAt!)).toBeGreaterThan(seededAt);
    const stalled = rules.byFile.kf_expense_rules!;
    expect(stalled).toMatchObject({ fileName: '経費精算規程.docx', stage: 'INDEX_FILE_STAGE_UPLOADED' });
    expect(Date.parse(stalled.stageChangedAt) / MINUTE).toBeCloseTo((seededAt - 40 * MINUTE) / MINUTE, 0);
    expect(Date.parse(stalled.expectedNextAt!) / MINUTE).toBeCloseTo((seededAt - 35 * MINUTE) / MINUTE, 0);
    expect(stalled.chunkCount).toBeUndefined();

    const docs = await progressOf('kix_docs_en');
    expect(docs.index).toMatchObject({ status: 'INDEX_STATUS_FAILED', statusMessage: 'Upload failed: product-guide-en-v1-scan.pdf' });
    expect(docs.byFile.kf_guide_en).toMatchObject({ stage: 'INDEX_FILE_STAGE_SEARCHABLE', chunkCount: expect.any(Number) });
    expect(docs.byFile.kf_guide_en!.embeddedAt).toBeDefined();
    expect(docs.byFile.kf_guide_en_scan).toMatchObject({ stage: 'INDEX_FILE_STAGE_FAILED', statusMessage: 'Upload failed: product-guide-en-v1-scan.pdf' });
    expect(docs.byFile.kf_guide_en_scan!.expectedNextAt).toBeUndefined();

    const manuals = await progressOf(KNOWLEDGE_INDEX.manuals);
    for (const file of manuals.index.fileProgress) {
      expect(file.stage).toBe('INDEX_FILE_STAGE_SEARCHABLE');
      expect(Date.parse(file.uploadedAt!)).toBeLessThan(Date.parse(file.chunkedAt!));
      expect(Date.parse(file.chunkedAt!)).toBeLessThan(Date.parse(file.embeddedAt!));
      expect(Date.parse(file.embeddedAt!)).toBeLessThanOrEqual(Date.parse(file.searchableAt!));
      expect(Date.parse(file.searchableAt!)).toBeLessThan(seededAt);
      expect(file.expectedNextAt).toBeUndefined();
    }
    const support = `/studio/v1/projects/${PROJECT.support}/knowledge`;
    expect((await progressOf('kix_inquiries', support)).stages).toEqual(['INDEX_FILE_STAGE_UPLOADED']);
    expect((await progressOf('kix_faq_next', support)).stages).toEqual(['INDEX_FILE_STAGE_WAITING']);

    // Every list answer satisfies the contract.
    for (const project of [PROJECT.research, PROJECT.support, PROJECT.invoice]) {
      ListKnowledgeIndexesResponse.parse((await api.get(`/studio/v1/projects/${project}/knowledge/indexes`)).body);
    }

    // It stays so for the demo's length, then finishes.
    clock.advance(25 * MINUTE);
    expect((await progressOf('kix_rules')).byFile.kf_expense_rules!.stage).toBe('INDEX_FILE_STAGE_UPLOADED');
    clock.advance(6 * MINUTE);
    const finished = await progressOf('kix_rules');
    expect(finished.index.status).toBe('INDEX_STATUS_SUCCESS');
    expect(finished.stages).toEqual(['INDEX_FILE_STAGE_SEARCHABLE', 'INDEX_FILE_STAGE_SEARCHABLE']);
  });

  it('fails the chunking of a file the scenario names when the build started, and a rebuild of that file alone succeeds', async () => {
    const t0 = Date.parse('2026-11-20T10:00:00Z');
    clock.freeze(t0);
    scenario.set({ failKnowledgeFiles: ['経費精算規程.docx'] });
    const created = await api.post(`${base}/indexes`, indexBody({ fileIds: ['kf_rules_2026', 'kf_expense_rules'] }));
    const id = created.body.id;
    // Cleared while the build runs: the build started with it, so it still fails.
    scenario.set({ failKnowledgeFiles: [] });
    const progressStart = t0 + PENDING_MS;
    const failAt = progressStart + (BUILD_MS * 1.4) / 2;
    clock.advance(failAt - t0 - 1);
    expect((await progressOf(id)).index.status).toBe('INDEX_STATUS_PROGRESS');
    clock.advance(1);
    const failed = await progressOf(id);
    expect(failed.index).toMatchObject({ status: 'INDEX_STATUS_FAILED', statusMessage: 'Failed to parse file: 経費精算規程.docx' });
    expect(failed.byFile.kf_expense_rules).toEqual({
      fileId: 'kf_expense_rules',
      fileName: '経費精算規程.docx',
      stage: 'INDEX_FILE_STAGE_FAILED',
      stageChangedAt: iso(failAt),
      uploadedAt: iso(t0),
      statusMessage: 'Failed to parse file: 経費精算規程.docx',
    });
    const kept = failed.byFile.kf_rules_2026!;
    expect(kept).toMatchObject({
      stage: 'INDEX_FILE_STAGE_EMBEDDED',
      chunkedAt: iso(progressStart + BUILD_MS * 0.2),
      embeddedAt: iso(progressStart + BUILD_MS * 0.45),
    });
    expect(kept.expectedNextAt).toBeUndefined();
    // A failed build stays as it failed.
    clock.advance(BUILD_MS);
    expect((await progressOf(id)).index).toEqual(failed.index);

    // Rebuild the failed file only: the other file keeps its chunks and embeddings (and times).
    const rebuiltAt = clock.now();
    const rebuilt = await api.post(`${base}/indexes/${id}/rebuild`, { fileIds: ['kf_expense_rules'] });
    expect(rebuilt.status).toBe(202);
    RebuildKnowledgeIndexResponse.parse(rebuilt.body);
    expect(rebuilt.body.status).toBe('INDEX_STATUS_PENDING');
    expect(rebuilt.body.statusMessage).toBeUndefined();
    let now = await progressOf(id);
    expect(now.byFile.kf_rules_2026).toMatchObject({ stage: 'INDEX_FILE_STAGE_EMBEDDED', chunkedAt: kept.chunkedAt, embeddedAt: kept.embeddedAt });
    expect(now.byFile.kf_expense_rules).toMatchObject({ stage: 'INDEX_FILE_STAGE_UPLOADED', uploadedAt: iso(rebuiltAt) });
    // One file of two: half the build.
    clock.advance(PENDING_MS + BUILD_MS / 2);
    now = await progressOf(id);
    expect(now.index.status).toBe('INDEX_STATUS_SUCCESS');
    expect(now.byFile.kf_rules_2026).toMatchObject({
      stage: 'INDEX_FILE_STAGE_SEARCHABLE',
      uploadedAt: kept.uploadedAt,
      chunkedAt: kept.chunkedAt,
      embeddedAt: kept.embeddedAt,
      chunkCount: kept.chunkCount,
      searchableAt: iso(rebuiltAt + PENDING_MS + BUILD_MS / 2),
    });
    expect(now.byFile.kf_expense_rules).toMatchObject({
      stage: 'INDEX_FILE_STAGE_SEARCHABLE',
      chunkedAt: iso(rebuiltAt + PENDING_MS + (BUILD_MS / 2) * 0.4),
      embeddedAt: iso(rebuiltAt + PENDING_MS + (BUILD_MS / 2) * 0.9),
    });
    expect(now.byFile.kf_expense_rules!.statusMessage).toBeUndefined();
  });

  it('rebuilds chosen files of a finished index, keeping the others searchable with their times', async () => {
    clock.freeze(Date.parse('2026-11-20T10:00:00Z'));
    const before = await progressOf(KNOWLEDGE_INDEX.manuals);
    const rebuilt = await api.post(`${base}/indexes/${KNOWLEDGE_INDEX.manuals}/rebuild`, { fileIds: ['kf_manual_b200', 'kf_manual_b200'] });
    expect(rebuilt.status).toBe(202);
    const during = await progressOf(KNOWLEDGE_INDEX.manuals);
    expect(during.byFile.kf_manual_a100).toEqual(before.byFile.kf_manual_a100);
    expect(during.byFile.kf_manual_b200!.stage).toBe('INDEX_FILE_STAGE_UPLOADED');
    clock.advance(PENDING_MS + BUILD_MS / 2);
    const after = await progressOf(KNOWLEDGE_INDEX.manuals);
    expect(after.index.status).toBe('INDEX_STATUS_SUCCESS');
    expect(after.byFile.kf_manual_a100).toEqual(before.byFile.kf_manual_a100);
    expect(Date.parse(after.byFile.kf_manual_b200!.searchableAt!)).toBe(clock.now());

    // Without a body (or with an empty one), every file is built again.
    const all = await api.post(`${base}/indexes/${KNOWLEDGE_INDEX.manuals}/rebuild`, {});
    expect(all.status).toBe(202);
    expect((await progressOf(KNOWLEDGE_INDEX.manuals)).stages).toEqual(['INDEX_FILE_STAGE_UPLOADED', 'INDEX_FILE_STAGE_UPLOADED']);
    clock.advance(PENDING_MS + BUILD_MS - 1);
    expect((await progressOf(KNOWLEDGE_INDEX.manuals)).index.status).toBe('INDEX_STATUS_PROGRESS');
  });

  it('answers 400 for a rebuild naming a file the index is not built from, and changes nothing', async () => {
    const before = (await api.get(`${base}/indexes/${KNOWLEDGE_INDEX.manuals}`)).body;
    const unknown = await api.post(`${base}/indexes/${KNOWLEDGE_INDEX.manuals}/rebuild`, { fileIds: ['kf_manual_a100', 'kf_nope', 'kf_glossary'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      code: 400,
      message: 'File not found',
      details: [
        { field: 'fileIds.1', message: 'File not found' },
        { field: 'fileIds.2', message: 'File not found' },
      ],
    });
    expect((await api.post(`${base}/indexes/${KNOWLEDGE_INDEX.manuals}/rebuild`, { fileIds: [] })).status).toBe(400);
    expect((await api.post(`${base}/indexes/${KNOWLEDGE_INDEX.manuals}/rebuild`, { fileIds: 'kf_manual_a100' })).status).toBe(400);
    expect((await api.get(`${base}/indexes/${KNOWLEDGE_INDEX.manuals}`)).body).toEqual(before);
    // In progress: 409 comes first, as for an edit.
    expect((await api.post(`${base}/indexes/kix_rules/rebuild`, { fileIds: ['kf_expense_rules'] })).status).toBe(409);
  });

  it('refuses to delete an index that is pending or in progress, and keeps it', async () => {
    const refused = await api.delete(`${base}/indexes/kix_rules`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 409, message: 'Cannot edit the index because its status is processing' });
    expect((await api.get(`${base}/indexes/kix_rules`)).status).toBe(200);
    clock.freeze(Date.now());
    const created = await api.post(`${base}/indexes`, indexBody());
    expect((await api.delete(`${base}/indexes/${created.body.id}`)).status).toBe(409);
    clock.advance(PENDING_MS + BUILD_MS);
    expect((await api.delete(`${base}/indexes/${created.body.id}`)).status).toBe(204);
    // Waiting for an upload is not processing: it can go.
    const support = `/studio/v1/projects/${PROJECT.support}/knowledge`;
    expect((await api.delete(`${support}/indexes/kix_faq_next`)).status).toBe(204);
  });
});

describe('knowledge file text (mock backend)', () => {
  const textOf = async (fileId: string, projectBase = base) => {
    const response = await api.get(`${projectBase}/files/${fileId}/text`);
    return { status: response.status, body: response.status === 200 ? GetKnowledgeFileTextResponse.parse(response.body) : response.body };
  };

  it('answers the seeded files with realistic text', async () => {
    const rules = await textOf('kf_rules_2026');
    expect(rules.status).toBe(200);
    expect(rules.body).toMatchObject({ fileId: 'kf_rules_2026', truncated: false });
    expect(rules.body.text).toContain('第1条（目的）');
    const japanese = ['kf_rules_2026', 'kf_expense_rules', 'kf_manual_a100', 'kf_manual_b200', 'kf_glossary'];
    for (const id of japanese) {
      const { body } = await textOf(id);
      expect(body.text.length, id).toBeGreaterThanOrEqual(1500);
      expect(body.text.length, id).toBeLessThanOrEqual(3000);
      expect(body.text.match(/[。！？]/g)!.length, id).toBeGreaterThan(10);
    }
    const inquiries = await textOf('kf_inquiry_templates', `/studio/v1/projects/${PROJECT.support}/knowledge`);
    expect(inquiries.body.text).toMatch(/ございます。/);
    const guide = await textOf('kf_guide_en');
    expect(guide.body.text).toMatch(/^# Product guide/);
    expect(guide.body.text).not.toMatch(/[。]/);
    const terms = await textOf('kf_payment_terms', `/studio/v1/projects/${PROJECT.invoice}/knowledge`);
    expect(terms.body.text).toContain('Payment is due within 30 days');
  });

  it('answers 409 for a file that is not uploaded or failed, and 404 for another project’s or an unknown file', async () => {
    for (const [fileId, projectBase] of [
      ['kf_security_policy', base],
      ['kf_guide_en_scan', base],
      ['kf_faq_2026q4', `/studio/v1/projects/${PROJECT.support}/knowledge`],
    ] as const) {
      const refused = await textOf(fileId, projectBase);
      expect(refused, fileId).toEqual({ status: 409, body: { code: 409, message: 'The file is not uploaded yet' } });
    }
    expect(await textOf('kf_faq_2026q3')).toEqual({ status: 404, body: { code: 404, message: 'File not found' } });
    expect((await textOf('kf_nope')).status).toBe(404);
  });

  it('stores the text of an uploaded text file (UTF-8), clipped to 20,000 characters, and a placeholder for a PDF', async () => {
    clock.freeze(Date.now());
    const content = '# 社内FAQ\n\n有給休暇は前日までに申請してください。急な病気の場合は、当日の始業前に連絡してください！\n';
    const md = await api.post(`${base}/files`, textUpload('社内FAQ.md', content, 'text/markdown'));
    expect(md.body.size).toBe(new TextEncoder().encode(content).length);
    expect(await textOf(md.body.id)).toEqual({ status: 409, body: { code: 409, message: 'The file is not uploaded yet' } });
    const long = await api.post(`${base}/files`, textUpload('long.csv', 'あいうえお,'.repeat(5_000), 'text/csv'));
    const pdf = await api.post(`${base}/files`, upload('Quarterly report.pdf', 4096, 'application/pdf'));
    clock.advance(UPLOAD_MS);

    expect(await textOf(md.body.id)).toEqual({ status: 200, body: { fileId: md.body.id, text: content, truncated: false } });
    const clipped = await textOf(long.body.id);
    expect(clipped.body.truncated).toBe(true);
    expect(clipped.body.text).toHaveLength(20_000);
    expect(clipped.body.text.startsWith('あいうえお,あいうえお,')).toBe(true);
    const placeholder = await textOf(pdf.body.id);
    expect(placeholder.body.truncated).toBe(false);
    expect(placeholder.body.text).toContain('Quarterly report.pdf');
    // The stored text stays in the store: the file's own answer does not carry it.
    expect((await api.get(`${base}/files/${md.body.id}`)).body).not.toHaveProperty('text');
  });
});
