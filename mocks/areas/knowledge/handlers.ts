/**
 * Knowledge indexes and files (tags knowledge-indexes, knowledge-files). Rules: an index that is pending
 * or in progress cannot be edited, rebuilt or deleted (409); an index needs a name, chunk size/overlap ≥ 1
 * (overlap < size) and at least one file of the project; a rebuild may name files of the index to build
 * again (the others keep their progress); uploads are one file of 1MB or less of an accepted type; a file
 * an index is built from cannot be deleted (409); a file's text exists once it is uploaded (else 409).
 * Builds and uploads advance over time (see ./table.ts); the scenario's failKnowledgeFiles, read when a
 * build starts, fails the chunking of the files it names.
 */
import type { RequestHandler } from 'msw';
import {
  getDeleteKnowledgeFileMockHandler,
  getGetKnowledgeFileMockHandler,
  getGetKnowledgeFileTextMockHandler,
  getListKnowledgeFilesMockHandler,
  getUploadKnowledgeFileMockHandler,
} from '../../../src/generated/knowledge-files/knowledge-files.msw';
import { ListKnowledgeFilesQueryParams } from '../../../src/generated/knowledge-files/knowledge-files.zod';
import {
  getCreateKnowledgeIndexMockHandler,
  getDeleteKnowledgeIndexMockHandler,
  getGetKnowledgeIndexMockHandler,
  getListKnowledgeIndexesMockHandler,
  getRebuildKnowledgeIndexMockHandler,
  getUpdateKnowledgeIndexMockHandler,
} from '../../../src/generated/knowledge-indexes/knowledge-indexes.msw';
import {
  CreateKnowledgeIndexBody,
  ListKnowledgeIndexesQueryParams,
  RebuildKnowledgeIndexBody,
  UpdateKnowledgeIndexBody,
} from '../../../src/generated/knowledge-indexes/knowledge-indexes.zod';
import type { ErrorDetail } from '../../../src/generated/model';
import { clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { paginate } from '../../lib/paginate';
import { actorOf, tenantOf } from '../../lib/request-context';
import { scenario } from '../../lib/scenario';
import { ONE_MB, readJson, readQuery, readUpload } from '../../lib/validate';
import { whenProjectDeleted } from '../projects/handlers';
import { projectOf } from '../projects/table';
import { fileTextOf, uploadedText } from './file-text';
import { knowledgeMessages } from './messages';
import {
  advanceBuild,
  BUILD_MS,
  FILE_TYPES,
  fileProgressOf,
  fileTypeOf,
  isProcessing,
  knowledgeFiles,
  knowledgeIndexes,
  MIN_BUILD_MS,
  PENDING_MS,
  toKnowledgeFile,
  toKnowledgeIndex,
  UPLOAD_MS,
  type KnowledgeIndexRow,
} from './table';

export { knowledgeMessages };

const ACCEPTED_EXTENSIONS = Object.keys(FILE_TYPES);

function indexOf(projectId: string, indexId: string): KnowledgeIndexRow {
  const row = knowledgeIndexes.find(indexId);
  if (!row || row.projectId !== projectId) throw notFound(knowledgeMessages.indexNotFound);
  return row;
}

function fileOf(projectId: string, fileId: string) {
  const row = knowledgeFiles.find(fileId);
  if (!row || row.projectId !== projectId) throw notFound(knowledgeMessages.fileNotFound);
  return row;
}

/** Checks an index's settings beyond the schema: a non-blank name, overlap < size, files of the project. */
function checkIndexSettings(projectId: string, settings: { name?: string; chunkSize: number; chunkOverlap: number; fileIds?: string[] }): void {
  if (settings.name !== undefined && !settings.name.trim()) {
    throw badRequest(knowledgeMessages.indexNameRequired, [{ field: 'name', message: knowledgeMessages.indexNameRequired }]);
  }
  if (settings.chunkOverlap >= settings.chunkSize) {
    throw badRequest(knowledgeMessages.chunkOverlapTooLarge, [{ field: 'chunkOverlap', message: knowledgeMessages.chunkOverlapTooLarge }]);
  }
  if (settings.fileIds !== undefined) {
    if (settings.fileIds.length === 0) throw badRequest(knowledgeMessages.filesRequired, [{ field: 'fileIds', message: knowledgeMessages.filesRequired }]);
    const unknown: ErrorDetail[] = settings.fileIds.flatMap((id, i) => {
      const file = knowledgeFiles.find(id);
      return file && file.projectId === projectId ? [] : [{ field: `fileIds.${i}`, message: knowledgeMessages.fileNotFound }];
    });
    if (unknown.length) throw badRequest(knowledgeMessages.fileNotFound, unknown);
  }
}

/**
 * Starts a new build of the index now (its status follows at once from its files). With `fileIds`, only
 * those files are built again: the others keep their chunks and embeddings (their progress so far) — all
 * but files that never got that far, which are built again too. The build takes its share of BUILD_MS.
 * Which file's chunking fails (the scenario's failKnowledgeFiles) is decided now, for this build.
 */
function startBuild(row: KnowledgeIndexRow, fileIds?: string[]): void {
  const now = clock.now();
  const kept =
    fileIds === undefined
      ? []
      : fileProgressOf(row, now)
          .filter((progress) => !fileIds.includes(progress.fileId))
          .filter((progress) => progress.stage === 'INDEX_FILE_STAGE_EMBEDDED' || progress.stage === 'INDEX_FILE_STAGE_SEARCHABLE')
          .map(({ expectedNextAt: _e, ...progress }) => progress);
  const keptIds = new Set(kept.map((progress) => progress.fileId));
  const built = row.fileIds.filter((id) => !keptIds.has(id));
  const failing = scenario.get().failKnowledgeFiles;
  const failFile = built.find((id) => failing.includes(knowledgeFiles.find(id)?.fileName ?? ''));
  Object.assign(row, {
    buildRequestedAt: now,
    pendingMs: PENDING_MS,
    buildMs: Math.max(MIN_BUILD_MS, Math.round((BUILD_MS * built.length) / Math.max(1, row.fileIds.length))),
    status: 'INDEX_STATUS_PENDING',
  });
  for (const key of ['statusMessage', 'failedAt', 'failFileId', 'filePlan', 'keptProgress'] as const) delete row[key];
  if (kept.length) row.keptProgress = kept;
  if (failFile !== undefined) row.failFileId = failFile;
  advanceBuild(row, now);
}

/** A rebuild's files must be files of the index: one detail per other id. */
function checkRebuildFiles(row: KnowledgeIndexRow, fileIds: string[]): void {
  const unknown: ErrorDetail[] = fileIds.flatMap((id, i) =>
    row.fileIds.includes(id) ? [] : [{ field: `fileIds.${i}`, message: knowledgeMessages.fileNotFound }],
  );
  if (unknown.length) throw badRequest(knowledgeMessages.fileNotFound, unknown);
}

const knowledgeIndexHandlers = [
  getListKnowledgeIndexesMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const query = readQuery(request, ListKnowledgeIndexesQueryParams);
    const page = paginate(
      knowledgeIndexes.where((row) => row.projectId === project.id),
      query,
    );
    return { ...page, items: page.items.map(toKnowledgeIndex) };
  }),

  getCreateKnowledgeIndexMockHandler(async ({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const body = await readJson(request, CreateKnowledgeIndexBody);
    checkIndexSettings(project.id, body);
    const now = clock.iso();
    const row: KnowledgeIndexRow = {
      id: newId('kix'),
      projectId: project.id,
      name: body.name.trim(),
      status: 'INDEX_STATUS_PENDING',
      chunkSize: body.chunkSize,
      chunkOverlap: body.chunkOverlap,
      searchType: body.searchType,
      embeddingModel: body.embeddingModel,
      minimumScore: body.minimumScore,
      documentCount: body.documentCount,
      fileIds: [...new Set(body.fileIds)],
      buildRequestedAt: 0,
      pendingMs: PENDING_MS,
      buildMs: BUILD_MS,
      createdBy: actorOf(request),
      createdAt: now,
      updatedAt: now,
    };
    startBuild(row);
    return toKnowledgeIndex(knowledgeIndexes.insert(row));
  }),

  getGetKnowledgeIndexMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    return toKnowledgeIndex(indexOf(project.id, String(params.indexId)));
  }),

  getUpdateKnowledgeIndexMockHandler(async ({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const row = indexOf(project.id, String(params.indexId));
    const body = await readJson(request, UpdateKnowledgeIndexBody);
    if (isProcessing(row)) throw conflict(knowledgeMessages.indexInProgress);
    checkIndexSettings(project.id, {
      name: body.name,
      chunkSize: body.chunkSize ?? row.chunkSize,
      chunkOverlap: body.chunkOverlap ?? row.chunkOverlap,
      fileIds: body.fileIds,
    });
    const { fileIds, name, ...rest } = body;
    const updated = knowledgeIndexes.update(row.id, {
      ...rest,
      ...(name !== undefined ? { name: name.trim() } : {}),
      ...(fileIds !== undefined ? { fileIds: [...new Set(fileIds)] } : {}),
      updatedAt: clock.iso(),
    });
    startBuild(updated);
    return toKnowledgeIndex(updated);
  }),

  getDeleteKnowledgeIndexMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const row = indexOf(project.id, String(params.indexId));
    if (isProcessing(row)) throw conflict(knowledgeMessages.indexInProgress);
    knowledgeIndexes.remove(row.id);
  }),

  getRebuildKnowledgeIndexMockHandler(async ({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const row = indexOf(project.id, String(params.indexId));
    const body = await readJson(request, RebuildKnowledgeIndexBody.optional());
    if (isProcessing(row)) throw conflict(knowledgeMessages.indexInProgress);
    if (body?.fileIds) checkRebuildFiles(row, body.fileIds);
    const fileIds = body?.fileIds === undefined ? undefined : [...new Set(body.fileIds)];
    const updated = knowledgeIndexes.update(row.id, { updatedAt: clock.iso() });
    startBuild(updated, fileIds);
    return toKnowledgeIndex(updated);
  }),
];

const knowledgeFileHandlers = [
  getListKnowledgeFilesMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const query = readQuery(request, ListKnowledgeFilesQueryParams);
    const page = paginate(
      knowledgeFiles.where((row) => row.projectId === project.id),
      query,
      (row) => row.fileName,
    );
    return { ...page, items: page.items.map(toKnowledgeFile) };
  }),

  getUploadKnowledgeFileMockHandler(async ({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const { file } = await readUpload(request, 'file', { maxBytes: ONE_MB, maxLabel: '1MB', extensions: ACCEPTED_EXTENSIONS });
    // readUpload refused a name that is not a base name (400 'Invalid file name'): it is stored as given.
    const fileName = file.name;
    if (file.size === 0) {
      throw badRequest(knowledgeMessages.uploadFailed, [{ field: 'file', message: 'The file is empty' }]);
    }
    const now = clock.now();
    const actor = actorOf(request);
    const type = fileTypeOf(fileName);
    const text = await uploadedText(file, type);
    const row = knowledgeFiles.insert({
      id: newId('kf'),
      projectId: project.id,
      fileName,
      status: 'FILE_STATUS_UPLOADING',
      uploadDoneAt: now + UPLOAD_MS,
      ...text,
      size: file.size,
      type,
      createdBy: actor,
      createdAt: new Date(now).toISOString(),
      updatedBy: actor,
      updatedAt: new Date(now).toISOString(),
    });
    return toKnowledgeFile(row);
  }),

  getGetKnowledgeFileMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    return toKnowledgeFile(fileOf(project.id, String(params.fileId)));
  }),

  getGetKnowledgeFileTextMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const row = fileOf(project.id, String(params.fileId));
    if (row.status !== 'FILE_STATUS_UPLOADED') throw conflict(knowledgeMessages.fileNotUploaded);
    return fileTextOf(row);
  }),

  getDeleteKnowledgeFileMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const row = fileOf(project.id, String(params.fileId));
    const users = knowledgeIndexes.where((index) => index.fileIds.includes(row.id));
    if (users.length) throw conflict(knowledgeMessages.fileInUse(users.map((index) => index.name)));
    knowledgeFiles.remove(row.id);
  }),
];

whenProjectDeleted((projectId) => {
  knowledgeIndexes.removeWhere((row) => row.projectId === projectId);
  knowledgeFiles.removeWhere((row) => row.projectId === projectId);
});

export const knowledgeHandlers: RequestHandler[] = [...knowledgeIndexHandlers, ...knowledgeFileHandlers];
