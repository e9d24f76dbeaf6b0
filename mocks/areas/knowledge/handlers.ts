/**
 * Knowledge indexes and files (tags knowledge-indexes, knowledge-files). Rules: an index that is pending or in progress cannot be edited or rebuilt (409); an
 * index needs a name, chunk size/overlap ≥ 1 (overlap < size) and at least one file of the project;
 * uploads are one file of 1MB or less of an accepted type; a file an index is built from cannot be
 * deleted (409). Builds and uploads advance over time (see ./table.ts).
 */
import type { RequestHandler } from 'msw';
import {
  getDeleteKnowledgeFileMockHandler,
  getGetKnowledgeFileMockHandler,
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
  UpdateKnowledgeIndexBody,
} from '../../../src/generated/knowledge-indexes/knowledge-indexes.zod';
import type { ErrorDetail } from '../../../src/generated/model';
import { clock } from '../../lib/clock';
import { badRequest, conflict, messages, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { paginate } from '../../lib/paginate';
import { actorOf, tenantOf } from '../../lib/request-context';
import { ONE_MB, readJson, readQuery, readUpload } from '../../lib/validate';
import { whenProjectDeleted } from '../projects/handlers';
import { projectOf } from '../projects/table';
import {
  advanceBuild,
  BUILD_MS,
  FILE_TYPES,
  fileTypeOf,
  isProcessing,
  knowledgeFiles,
  knowledgeIndexes,
  PENDING_MS,
  toKnowledgeFile,
  toKnowledgeIndex,
  UPLOAD_MS,
  type KnowledgeIndexRow,
} from './table';

/** The messages of this area (§5, §8 of the spec, and the mock's own rules). */
export const knowledgeMessages = {
  indexInProgress: messages.indexInProgress,
  indexNotFound: 'Index not found',
  fileNotFound: 'File not found',
  indexNameRequired: 'Please enter an index name',
  filesRequired: 'Please select at least one file',
  chunkOverlapTooLarge: 'Chunk overlap must be smaller than the chunk size',
  uploadFailed: 'Upload failed',
  fileInUse: (indexNames: string[]) => `Cannot delete the file because it is used by an index: ${indexNames.join(', ')}`,
} as const;

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

/** Starts a new build of the index now (its status follows at once from its files). */
function startBuild(row: KnowledgeIndexRow): void {
  const now = clock.now();
  Object.assign(row, { buildRequestedAt: now, pendingMs: PENDING_MS, buildMs: BUILD_MS, status: 'INDEX_STATUS_PENDING' });
  delete row.statusMessage;
  advanceBuild(row, now);
}

const knowledgeIndexHandlers = [
  getListKnowledgeIndexesMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const query = readQuery(request, ListKnowledgeIndexesQueryParams);
    const page = paginate(knowledgeIndexes.where((row) => row.projectId === project.id), query);
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
    knowledgeIndexes.remove(indexOf(project.id, String(params.indexId)).id);
  }),

  getRebuildKnowledgeIndexMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const row = indexOf(project.id, String(params.indexId));
    if (isProcessing(row)) throw conflict(knowledgeMessages.indexInProgress);
    const updated = knowledgeIndexes.update(row.id, { updatedAt: clock.iso() });
    startBuild(updated);
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
    const fileName = file.name.split(/[\\/]/).pop()!.slice(-255);
    if (file.size === 0) {
      throw badRequest(knowledgeMessages.uploadFailed, [{ field: 'file', message: 'The file is empty' }]);
    }
    const now = clock.now();
    const actor = actorOf(request);
    const row = knowledgeFiles.insert({
      id: newId('kf'),
      projectId: project.id,
      fileName,
      status: 'FILE_STATUS_UPLOADING',
      uploadDoneAt: now + UPLOAD_MS,
      size: file.size,
      type: fileTypeOf(fileName),
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
