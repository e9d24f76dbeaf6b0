/**
 * Knowledge files and knowledge indexes. Uploads and index builds are long-running: the tables' `tick`
 * moves them on from timestamps stored on the rows (no timers), so `clock.advance` drives them in tests.
 *
 * File:  UPLOADING --(UPLOAD_MS)--> UPLOADED          (NOT_YET: registered, never uploaded; FAILED: seeded)
 * Index: WAITING (a file not uploaded yet) → PENDING (PENDING_MS) → PROGRESS (BUILD_MS) → SUCCESS,
 *        or FAILED when one of its files failed to upload.
 */
import type {
  KnowledgeFile,
  KnowledgeFileStatus,
  KnowledgeFileType,
  KnowledgeIndex,
  KnowledgeIndexStatus,
} from '../../../src/generated/model';
import { KNOWLEDGE_INDEX, PROJECT } from '../../fixtures/ids';
import { PEOPLE } from '../../fixtures/people';
import { clock } from '../../lib/clock';
import { defineTable } from '../../lib/db';

export const UPLOAD_MS = 3_000;
export const PENDING_MS = 2_000;
export const BUILD_MS = 8_000;
/** Seeded uploads and builds that are under way stay so for a demo's length. */
const DEMO_RUNNING_MS = 30 * 60_000;

/** A stored file: the contract's KnowledgeFile (without the derived `indexIds`) plus store-only fields. */
export type KnowledgeFileRow = Omit<KnowledgeFile, 'indexIds'> & {
  projectId: string;
  /** When an UPLOADING file becomes UPLOADED (epoch ms). */
  uploadDoneAt?: number;
};

/** A stored index: the contract's KnowledgeIndex (files as ids) plus store-only build timing. */
export type KnowledgeIndexRow = Omit<KnowledgeIndex, 'files'> & {
  projectId: string;
  fileIds: string[];
  /** When the current build was asked for (epoch ms). */
  buildRequestedAt: number;
  pendingMs: number;
  buildMs: number;
};

const at = (month: number, day: number, hour = 9) => new Date(Date.UTC(2026, month - 1, day, hour)).toISOString();

export const FILE_TYPES: Record<string, KnowledgeFileType> = {
  '.pdf': 'KNOWLEDGE_FILE_TYPE_PDF',
  '.txt': 'KNOWLEDGE_FILE_TYPE_TXT',
  '.md': 'KNOWLEDGE_FILE_TYPE_MD',
  '.docx': 'KNOWLEDGE_FILE_TYPE_DOCX',
  '.csv': 'KNOWLEDGE_FILE_TYPE_CSV',
};
export const fileTypeOf = (fileName: string): KnowledgeFileType =>
  FILE_TYPES[fileName.slice(fileName.lastIndexOf('.')).toLowerCase()] ?? 'KNOWLEDGE_FILE_TYPE_TXT';

type FileSeed = [id: string, projectId: string, fileName: string, status: KnowledgeFileStatus, size: number, month: number, day: number];

const fileSeeds: FileSeed[] = [
  // support
  ['kf_faq_2026q3', PROJECT.support, 'FAQ_2026Q3.csv', 'FILE_STATUS_UPLOADED', 182_344, 9, 30],
  ['kf_inquiry_templates', PROJECT.support, '問い合わせ回答テンプレート.txt', 'FILE_STATUS_UPLOADED', 48_120, 10, 2],
  ['kf_escalation_guide', PROJECT.support, 'Escalation guide.docx', 'FILE_STATUS_UPLOADED', 230_918, 10, 5],
  ['kf_faq_2026q4', PROJECT.support, 'FAQ_2026Q4.csv', 'FILE_STATUS_UPLOADING', 201_556, 10, 31],
  ['kf_return_policy', PROJECT.support, '返品ポリシー.md', 'FILE_STATUS_NOT_YET', 0, 10, 29],
  // research
  ['kf_manual_a100', PROJECT.research, '製品マニュアル_A100.pdf', 'FILE_STATUS_UPLOADED', 912_004, 8, 18],
  ['kf_manual_b200', PROJECT.research, '製品マニュアル_B200.pdf', 'FILE_STATUS_UPLOADED', 874_211, 8, 18],
  ['kf_rules_2026', PROJECT.research, '就業規則_2026.pdf', 'FILE_STATUS_UPLOADED', 655_730, 9, 1],
  ['kf_expense_rules', PROJECT.research, '経費精算規程.docx', 'FILE_STATUS_UPLOADED', 96_402, 9, 1],
  ['kf_security_policy', PROJECT.research, '情報セキュリティ規程.pdf', 'FILE_STATUS_NOT_YET', 0, 10, 20],
  ['kf_guide_en', PROJECT.research, 'product-guide-en.md', 'FILE_STATUS_UPLOADED', 120_877, 9, 12],
  ['kf_guide_en_scan', PROJECT.research, 'product-guide-en-v1-scan.pdf', 'FILE_STATUS_FAILED', 1_020_113, 9, 12],
  ['kf_release_notes_06', PROJECT.research, 'release-notes-2026-06.md', 'FILE_STATUS_UPLOADED', 14_220, 6, 30],
  ['kf_release_notes_07', PROJECT.research, 'release-notes-2026-07.md', 'FILE_STATUS_UPLOADED', 12_904, 7, 31],
  ['kf_release_notes_08', PROJECT.research, 'release-notes-2026-08.md', 'FILE_STATUS_UPLOADED', 17_655, 8, 31],
  ['kf_glossary', PROJECT.research, '用語集.csv', 'FILE_STATUS_UPLOADED', 33_410, 7, 7],
  // invoice
  ['kf_payment_terms', PROJECT.invoice, 'Payment terms.md', 'FILE_STATUS_UPLOADED', 8_730, 10, 8],
];

export const knowledgeFiles = defineTable<KnowledgeFileRow>(
  'knowledge-files',
  () => {
    const now = clock.now();
    return fileSeeds.map(([id, projectId, fileName, status, size, month, day], index) => ({
      id,
      projectId,
      fileName,
      status,
      ...(status === 'FILE_STATUS_FAILED' ? { statusMessage: 'Upload failed' } : {}),
      ...(status === 'FILE_STATUS_UPLOADING' ? { uploadDoneAt: now + DEMO_RUNNING_MS } : {}),
      size,
      type: fileTypeOf(fileName),
      createdBy: PEOPLE[index % PEOPLE.length]!,
      createdAt: at(month, day),
      updatedBy: PEOPLE[(index + 1) % PEOPLE.length]!,
      updatedAt: at(month, day, 11),
    }));
  },
  {
    tick(rows, now) {
      for (const row of rows) {
        if (row.status === 'FILE_STATUS_UPLOADING' && row.uploadDoneAt !== undefined && now >= row.uploadDoneAt) {
          row.status = 'FILE_STATUS_UPLOADED';
          row.updatedAt = new Date(row.uploadDoneAt).toISOString();
        }
      }
    },
  },
);

type IndexSeed = [id: string, projectId: string, name: string, status: KnowledgeIndexStatus, fileIds: string[], month: number, day: number];

const indexSeeds: IndexSeed[] = [
  [KNOWLEDGE_INDEX.manuals, PROJECT.research, '製品マニュアル', 'INDEX_STATUS_SUCCESS', ['kf_manual_a100', 'kf_manual_b200'], 8, 20],
  [KNOWLEDGE_INDEX.faq, PROJECT.support, 'FAQ', 'INDEX_STATUS_SUCCESS', ['kf_faq_2026q3'], 10, 1],
  ['kix_rules', PROJECT.research, '社内規程', 'INDEX_STATUS_PROGRESS', ['kf_rules_2026', 'kf_expense_rules'], 10, 30],
  ['kix_docs_en', PROJECT.research, 'English product docs', 'INDEX_STATUS_FAILED', ['kf_guide_en', 'kf_guide_en_scan'], 9, 13],
  ['kix_release_notes', PROJECT.research, 'Release notes', 'INDEX_STATUS_SUCCESS', ['kf_release_notes_06', 'kf_release_notes_07', 'kf_release_notes_08'], 9, 2],
  ['kix_inquiries', PROJECT.support, '問い合わせ対応', 'INDEX_STATUS_PENDING', ['kf_inquiry_templates'], 10, 31],
  ['kix_faq_next', PROJECT.support, 'FAQ 2026Q4', 'INDEX_STATUS_WAITING', ['kf_faq_2026q4'], 10, 31],
  ['kix_payment_terms', PROJECT.invoice, '支払条件', 'INDEX_STATUS_SUCCESS', ['kf_payment_terms'], 10, 9],
];

export const knowledgeIndexes = defineTable<KnowledgeIndexRow>(
  'knowledge-indexes',
  () => {
    const now = clock.now();
    return indexSeeds.map(([id, projectId, name, status, fileIds, month, day], index) => {
      // Seeded builds under way stay so for a demo's length; finished ones are long done.
      const timing =
        status === 'INDEX_STATUS_PENDING'
          ? { buildRequestedAt: now, pendingMs: DEMO_RUNNING_MS, buildMs: BUILD_MS }
          : status === 'INDEX_STATUS_PROGRESS'
            ? { buildRequestedAt: now, pendingMs: 0, buildMs: DEMO_RUNNING_MS }
            : { buildRequestedAt: Date.parse(at(month, day)), pendingMs: PENDING_MS, buildMs: BUILD_MS };
      return {
        id,
        projectId,
        name,
        status,
        ...(status === 'INDEX_STATUS_FAILED' ? { statusMessage: 'Upload failed: product-guide-en-v1-scan.pdf' } : {}),
        chunkSize: [800, 1000, 500, 1200][index % 4]!,
        chunkOverlap: [100, 200, 50, 150][index % 4]!,
        searchType: (['SEARCH_TYPE_HYBRID', 'SEARCH_TYPE_VECTOR', 'SEARCH_TYPE_FULL_TEXT'] as const)[index % 3]!,
        embeddingModel: (
          ['EMBEDDING_MODEL_MULTILINGUAL_E5_LARGE', 'EMBEDDING_MODEL_TEXT_EMBEDDING_3_SMALL', 'EMBEDDING_MODEL_TEXT_EMBEDDING_3_LARGE'] as const
        )[index % 3]!,
        minimumScore: 0.75,
        documentCount: 3,
        fileIds,
        ...timing,
        createdBy: PEOPLE[index % PEOPLE.length]!,
        createdAt: at(month, day, 8),
        updatedAt: at(month, day, 10),
      };
    });
  },
  { tick: (rows, now) => rows.forEach((row) => advanceBuild(row, now)) },
);

const RUNNING: KnowledgeIndexStatus[] = ['INDEX_STATUS_WAITING', 'INDEX_STATUS_PENDING', 'INDEX_STATUS_PROGRESS'];

/** Moves an index's build on to `now`, from its files' states and its stored build timing. */
export function advanceBuild(row: KnowledgeIndexRow, now: number): void {
  if (!RUNNING.includes(row.status)) return;
  const files = row.fileIds.map((id) => knowledgeFiles.find(id));
  const failed = files.find((file) => !file || file.status === 'FILE_STATUS_FAILED');
  if (failed !== undefined || files.some((file) => !file)) {
    row.status = 'INDEX_STATUS_FAILED';
    row.statusMessage = `Upload failed: ${failed?.fileName ?? 'a file was deleted'}`;
    return;
  }
  // The build is queued once every file is uploaded (or when asked for, if later).
  let readyAt = row.buildRequestedAt;
  for (const file of files) {
    if (file!.status === 'FILE_STATUS_UPLOADED') {
      readyAt = Math.max(readyAt, file!.uploadDoneAt ?? 0);
      continue;
    }
    const doneAt = file!.status === 'FILE_STATUS_UPLOADING' ? file!.uploadDoneAt : undefined;
    if (doneAt === undefined || doneAt > now) {
      row.status = 'INDEX_STATUS_WAITING';
      return;
    }
    readyAt = Math.max(readyAt, doneAt);
  }
  const elapsed = now - readyAt;
  row.status =
    elapsed < row.pendingMs ? 'INDEX_STATUS_PENDING' : elapsed < row.pendingMs + row.buildMs ? 'INDEX_STATUS_PROGRESS' : 'INDEX_STATUS_SUCCESS';
  if (row.status === 'INDEX_STATUS_SUCCESS') delete row.statusMessage;
}

/** Whether the index cannot be edited now (its build is pending or in progress). */
export const isProcessing = (row: KnowledgeIndexRow) => row.status === 'INDEX_STATUS_PENDING' || row.status === 'INDEX_STATUS_PROGRESS';

/** The contract's view of a stored index. */
export function toKnowledgeIndex(row: KnowledgeIndexRow): KnowledgeIndex {
  const { projectId: _p, fileIds, buildRequestedAt: _b, pendingMs: _pm, buildMs: _bm, ...index } = row;
  return {
    ...index,
    files: fileIds.map((id) => ({ id, fileName: knowledgeFiles.find(id)?.fileName ?? id })),
  };
}

/** The contract's view of a stored file (with the indexes built from it). */
export function toKnowledgeFile(row: KnowledgeFileRow): KnowledgeFile {
  const { projectId: _p, uploadDoneAt: _u, ...file } = row;
  const indexIds = knowledgeIndexes.where((index) => index.fileIds.includes(row.id)).map((index) => index.id);
  return { ...file, indexIds };
}
