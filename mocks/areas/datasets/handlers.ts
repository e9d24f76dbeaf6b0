/** Datasets: the File List (list, get, delete), the Upload tab (multipart upload) and a file's columns. */
import type { RequestHandler } from 'msw';
import {
  getDeleteDatasetFileMockHandler,
  getGetDatasetFileColumnsMockHandler,
  getGetDatasetFileMockHandler,
  getListDatasetFilesMockHandler,
  getUploadDatasetFileMockHandler,
} from '../../../src/generated/datasets/datasets.msw';
import { ListDatasetFilesQueryParams } from '../../../src/generated/datasets/datasets.zod';
import { clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { paginate } from '../../lib/paginate';
import { actorOf, tenantOf } from '../../lib/request-context';
import { readQuery, readUpload } from '../../lib/validate';
import { whenProjectDeleted } from '../projects/handlers';
import { projectOf } from '../projects/table';
import { DATASET_EXTENSIONS, DATASET_MAX_BYTES, datasetMessages } from './catalog';
import { jobsUsing } from './in-use';
import { ParseError, parseDataset, typeOf, type ParsedTable } from './parse';
import { datasetFiles, MAX_STORED_ROWS, toDatasetFile, UPLOAD_PROCESSING_MS, type DatasetFileRow } from './table';

/** The dataset file of the project (in the caller's organization), or a thrown 404. */
export function datasetFileOf(request: Request, projectId: string, fileId: string): DatasetFileRow {
  const project = projectOf(projectId, tenantOf(request));
  const row = datasetFiles.find(fileId);
  if (!row || row.projectId !== project.id) throw notFound(datasetMessages.fileNotFound);
  return row;
}

whenProjectDeleted((projectId) => datasetFiles.removeWhere((row) => row.projectId === projectId));

/** The stateful handlers of dataset files (tag datasets). */
export const datasetHandlers: RequestHandler[] = [
  getListDatasetFilesMockHandler(({ request, params }) => {
    const query = readQuery(request, ListDatasetFilesQueryParams);
    const project = projectOf(String(params.projectId), tenantOf(request));
    const rows = datasetFiles.where((row) => row.projectId === project.id).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    const page = paginate(rows, query, (row) => row.fileName);
    return { ...page, items: page.items.map(toDatasetFile) };
  }),

  getUploadDatasetFileMockHandler(async ({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const { file } = await readUpload(request, 'file', {
      maxBytes: DATASET_MAX_BYTES,
      maxLabel: datasetMessages.maxLabel,
      extensions: DATASET_EXTENSIONS,
    });
    // readUpload refused a name that is not a base name (400 'Invalid file name'): it is stored as given.
    const fileName = file.name;
    if (!fileName.trim()) throw badRequest(datasetMessages.fileRequired, [{ field: 'file', message: datasetMessages.fileRequired }]);
    const type = typeOf(fileName);
    let table: ParsedTable;
    try {
      table = parseDataset(type, new Uint8Array(await file.arrayBuffer()));
    } catch (error) {
      if (error instanceof ParseError) throw badRequest(datasetMessages.parseFailed, [{ field: 'file', message: datasetMessages.parseFailed }]);
      throw error;
    }
    const now = clock.now();
    const iso = new Date(now).toISOString();
    const content = {
      fileName,
      size: file.size,
      type,
      status: 'DATASET_FILE_STATUS_UPLOADING' as const,
      rowCount: 0,
      updatedBy: actorOf(request),
      updatedAt: iso,
      columns: table.columns,
      rows: table.rows.slice(0, MAX_STORED_ROWS),
      processingUntil: now + UPLOAD_PROCESSING_MS,
      pendingRowCount: table.rows.length,
    };
    // A file with the same name in the project is replaced (it keeps its id).
    const existing = datasetFiles.where((row) => row.projectId === project.id && row.fileName === fileName)[0];
    if (existing) {
      const { errorMessage: _dropped, ...rest } = existing;
      return toDatasetFile(datasetFiles.replace({ ...rest, ...content }));
    }
    return toDatasetFile(datasetFiles.insert({ id: newId('dsf'), createdAt: iso, projectId: project.id, ...content }));
  }),

  getGetDatasetFileMockHandler(({ request, params }) => toDatasetFile(datasetFileOf(request, String(params.projectId), String(params.fileId)))),

  getDeleteDatasetFileMockHandler(({ request, params }) => {
    const row = datasetFileOf(request, String(params.projectId), String(params.fileId));
    const usedBy = jobsUsing(row.projectId, row.id);
    if (usedBy.length) throw conflict(datasetMessages.fileInUse(usedBy));
    datasetFiles.remove(row.id);
  }),

  getGetDatasetFileColumnsMockHandler(({ request, params }) => {
    const row = datasetFileOf(request, String(params.projectId), String(params.fileId));
    const ready = row.status === 'DATASET_FILE_STATUS_UPLOADED';
    return {
      fileId: row.id,
      columns: ready
        ? row.columns.slice(0, 1000).map((name, index) => ({
            name: name.slice(0, 200),
            index,
            sampleValues: row.rows
              .map((r) => r[index] ?? '')
              .filter((value) => value.trim() !== '')
              .slice(0, 3)
              .map((value) => value.slice(0, 200)),
          }))
        : [],
    };
  }),
];
