/**
 * Knowledge files and knowledge indexes. Uploads and index builds are long-running: the tables' `tick`
 * moves them on from timestamps stored on the rows (no timers), so `clock.advance` drives them in tests.
 *
 * File:  UPLOADING --(UPLOAD_MS)--> UPLOADED          (NOT_YET: registered, never uploaded; FAILED: seeded)
 * Index: WAITING (a file not uploaded yet) → PENDING (pendingMs) → PROGRESS (buildMs) → SUCCESS,
 *        or FAILED when one of its files failed to upload, or when the chunking of a file the scenario's
 *        `failKnowledgeFiles` named (when the build started) fails.
 * A file in a build (`fileProgress`): WAITING until uploaded → UPLOADED; with n files built, file i is
 * CHUNKED at progressStart + buildMs·(i+0.4)/n and EMBEDDED at progressStart + buildMs·(i+0.9)/n; all are
 * SEARCHABLE when the index reaches SUCCESS. A rebuild of chosen files keeps the others' progress
 * (`keptProgress`) and builds only the chosen ones. Everything is derived from the stored times.
 */
import type {
  KnowledgeFile,
  KnowledgeFileStatus,
  KnowledgeFileType,
  KnowledgeIndex,
  KnowledgeIndexFileProgress,
  KnowledgeIndexStatus,
} from '../../../src/generated/model';
import { KNOWLEDGE_INDEX, PROJECT } from '../../fixtures/ids';
import { PEOPLE } from '../../fixtures/people';
import { clock } from '../../lib/clock';
import { defineTable } from '../../lib/db';
import { clipText } from './file-text';
import { knowledgeMessages } from './messages';
import { SEED_TEXTS } from './seed-texts';

export const UPLOAD_MS = 3_000;
export const PENDING_MS = 2_000;
export const BUILD_MS = 8_000;
/** The shortest build (a rebuild of a few of many files). */
export const MIN_BUILD_MS = 1_000;
/** Seeded uploads and builds that are under way stay so for a demo's length. */
const DEMO_RUNNING_MS = 30 * 60_000;
const MINUTE = 60_000;

/** A stored file: the contract's KnowledgeFile (without the derived `indexIds`) plus store-only fields. */
export type KnowledgeFileRow = Omit<KnowledgeFile, 'indexIds'> & {
  projectId: string;
  /** When an UPLOADING file becomes UPLOADED (epoch ms). */
  uploadDoneAt?: number;
  /** The plain text the index builder reads (its first 20,000 characters): uploaded .txt/.md/.csv, seeded files. */
  text?: string;
  /** The file holds more text than `text`. */
  textTruncated?: boolean;
};

/** Offsets (ms from the start of PROGRESS) overriding a file's even share of the build (the seeded stalled build). */
export interface FilePlan {
  chunkAfterMs: number;
  embedAfterMs: number;
  /** When the file was expected to be chunked (a stalled file is later than that). */
  expectedChunkAfterMs?: number;
}

/** A stored index: the contract's KnowledgeIndex (files as ids, progress derived) plus store-only build timing. */
export type KnowledgeIndexRow = Omit<KnowledgeIndex, 'files' | 'fileProgress'> & {
  projectId: string;
  fileIds: string[];
  /** When the current build was asked for (epoch ms). */
  buildRequestedAt: number;
  pendingMs: number;
  buildMs: number;
  /** Files the current build leaves alone (a rebuild of chosen files): their progress from before. */
  keptProgress?: KnowledgeIndexFileProgress[];
  /** The file whose chunking fails in the current build (the scenario's failKnowledgeFiles when it started). */
  failFileId?: string;
  /** When the current build failed (epoch ms): the files' progress stays as it was then. */
  failedAt?: number;
  /** Per-file timing overriding the even split (the seeded stalled build). */
  filePlan?: Record<string, FilePlan>;
};

const at = (month: number, day: number, hour = 9) => new Date(Date.UTC(2026, month - 1, day, hour)).toISOString();
const iso = (ms: number) => new Date(ms).toISOString();

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
    return fileSeeds.map(([id, projectId, fileName, status, size, month, day], index) => {
      const seededText = status === 'FILE_STATUS_UPLOADED' || status === 'FILE_STATUS_UPLOADING' ? SEED_TEXTS[id] : undefined;
      return {
        id,
        projectId,
        fileName,
        status,
        ...(status === 'FILE_STATUS_FAILED' ? { statusMessage: 'Upload failed' } : {}),
        ...(status === 'FILE_STATUS_UPLOADING' ? { uploadDoneAt: now + DEMO_RUNNING_MS } : {}),
        ...(seededText !== undefined ? clipText(seededText) : {}),
        size,
        type: fileTypeOf(fileName),
        createdBy: PEOPLE[index % PEOPLE.length]!,
        createdAt: at(month, day),
        updatedBy: PEOPLE[(index + 1) % PEOPLE.length]!,
        updatedAt: at(month, day, 11),
      };
    });
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

/** How long the seeded in-progress build (社内規程) has been running when the demo starts. */
const STALLED_SINCE_MS = 40 * MINUTE;

/** The seeded build timing of an index, by its seeded status (relative to the seeding time `now`). */
function seededTiming(id: string, status: KnowledgeIndexStatus, fileIds: string[], month: number, day: number, now: number) {
  switch (status) {
    case 'INDEX_STATUS_PENDING':
      // Queued for the demo's length.
      return { buildRequestedAt: now, pendingMs: DEMO_RUNNING_MS, buildMs: BUILD_MS };
    case 'INDEX_STATUS_PROGRESS': {
      // Running for 40 minutes already and for the demo's length still: its first file was embedded long
      // ago; the second was expected to be chunked 35 minutes ago and is still waiting (the UI flags it).
      const buildMs = STALLED_SINCE_MS + DEMO_RUNNING_MS;
      const [first, stalled] = fileIds as [string, string];
      return {
        buildRequestedAt: now - STALLED_SINCE_MS,
        pendingMs: 0,
        buildMs,
        filePlan: {
          [first]: { chunkAfterMs: 1.5 * MINUTE, embedAfterMs: 4 * MINUTE },
          [stalled]: { expectedChunkAfterMs: 5 * MINUTE, chunkAfterMs: buildMs - 2 * MINUTE, embedAfterMs: buildMs - MINUTE },
        },
      };
    }
    default: {
      // Finished long ago (a build of a few minutes); the failed one kept its guide from the build before.
      const timing = { buildRequestedAt: Date.parse(at(month, day)), pendingMs: 20_000, buildMs: 45_000 * fileIds.length };
      return status === 'INDEX_STATUS_FAILED' && id === 'kix_docs_en' ? { ...timing, failedAt: timing.buildRequestedAt + 1_000 } : timing;
    }
  }
}

/** The seeded failed index's guide: searchable from its build of the day before. */
function seededKeptGuide(chunkSize: number, chunkOverlap: number): KnowledgeIndexFileProgress[] {
  const guide = knowledgeFiles.find('kf_guide_en');
  if (!guide) return [];
  const uploadedAt = Date.parse(at(9, 12, 11));
  return [
    {
      fileId: guide.id,
      fileName: guide.fileName,
      stage: 'INDEX_FILE_STAGE_SEARCHABLE',
      stageChangedAt: iso(uploadedAt + 150_000),
      uploadedAt: iso(uploadedAt),
      chunkedAt: iso(uploadedAt + 40_000),
      embeddedAt: iso(uploadedAt + 110_000),
      searchableAt: iso(uploadedAt + 150_000),
      chunkCount: chunkCountOf(guide.size, chunkSize, chunkOverlap),
    },
  ];
}

export const knowledgeIndexes = defineTable<KnowledgeIndexRow>(
  'knowledge-indexes',
  () => {
    const now = clock.now();
    return indexSeeds.map(([id, projectId, name, status, fileIds, month, day], index) => {
      const chunkSize = [800, 1000, 500, 1200][index % 4]!;
      const chunkOverlap = [100, 200, 50, 150][index % 4]!;
      return {
        id,
        projectId,
        name,
        status,
        ...(status === 'INDEX_STATUS_FAILED' ? { statusMessage: knowledgeMessages.uploadFailedFor('product-guide-en-v1-scan.pdf') } : {}),
        chunkSize,
        chunkOverlap,
        searchType: (['SEARCH_TYPE_HYBRID', 'SEARCH_TYPE_VECTOR', 'SEARCH_TYPE_FULL_TEXT'] as const)[index % 3]!,
        embeddingModel: (
          ['EMBEDDING_MODEL_MULTILINGUAL_E5_LARGE', 'EMBEDDING_MODEL_TEXT_EMBEDDING_3_SMALL', 'EMBEDDING_MODEL_TEXT_EMBEDDING_3_LARGE'] as const
        )[index % 3]!,
        minimumScore: 0.75,
        documentCount: 3,
        fileIds,
        ...seededTiming(id, status, fileIds, month, day, now),
        ...(id === 'kix_docs_en' ? { keptProgress: seededKeptGuide(chunkSize, chunkOverlap) } : {}),
        createdBy: PEOPLE[index % PEOPLE.length]!,
        createdAt: at(month, day, 8),
        updatedAt: at(month, day, 10),
      };
    });
  },
  { tick: (rows, now) => rows.forEach((row) => advanceBuild(row, now)) },
);

const RUNNING: KnowledgeIndexStatus[] = ['INDEX_STATUS_WAITING', 'INDEX_STATUS_PENDING', 'INDEX_STATUS_PROGRESS'];

/** Chunks made from a file: half its bytes are text, split into steps of (size − overlap); at least 1. */
export function chunkCountOf(size: number, chunkSize: number, chunkOverlap: number): number {
  return Math.min(1_000_000, Math.max(1, Math.ceil(size / 2 / Math.max(1, chunkSize - chunkOverlap))));
}

/** One built file's times in the current build (epoch ms); undefined while not known yet. */
interface FileSlot {
  /** When the file is there for the build (uploaded, and the build asked for). */
  availableAt?: number;
  chunkAt?: number;
  embedAt?: number;
  /** When it was expected to be chunked, when that differs from `chunkAt` (a stalled file). */
  expectedChunkAt?: number;
}

interface BuildPlan {
  /** When the build is queued: every file there (undefined while a file has no upload under way). */
  readyAt?: number;
  progressAt?: number;
  endAt?: number;
  /** The files this build processes (not the kept ones), in the order of the index's files. */
  slots: Map<string, FileSlot>;
  /** The file whose chunking fails, and when. */
  failure?: { fileId: string; fileName: string; at: number };
}

function availableAtOf(file: KnowledgeFileRow | undefined, requestedAt: number): number | undefined {
  if (!file) return undefined;
  if (file.status === 'FILE_STATUS_UPLOADED') return Math.max(requestedAt, file.uploadDoneAt ?? 0);
  if (file.status === 'FILE_STATUS_UPLOADING' && file.uploadDoneAt !== undefined) return Math.max(requestedAt, file.uploadDoneAt);
  return undefined;
}

/** The current build's timeline, from the stored timing and the files' uploads. */
function planBuild(row: KnowledgeIndexRow): BuildPlan {
  const kept = new Set((row.keptProgress ?? []).map((entry) => entry.fileId));
  const built = row.fileIds.filter((id) => !kept.has(id));
  const available = row.fileIds.map((id) => availableAtOf(knowledgeFiles.find(id), row.buildRequestedAt));
  const readyAt = available.every((time) => time !== undefined) ? Math.max(row.buildRequestedAt, ...available) : undefined;
  const progressAt = readyAt === undefined ? undefined : readyAt + row.pendingMs;
  const slots = new Map<string, FileSlot>();
  built.forEach((id, i) => {
    const availableAt = available[row.fileIds.indexOf(id)];
    if (progressAt === undefined) {
      slots.set(id, { availableAt });
      return;
    }
    const plan = row.filePlan?.[id];
    const share = (part: number) => Math.round(progressAt + (row.buildMs * (i + part)) / built.length);
    slots.set(id, {
      availableAt,
      chunkAt: plan ? progressAt + plan.chunkAfterMs : share(0.4),
      embedAt: plan ? progressAt + plan.embedAfterMs : share(0.9),
      ...(plan?.expectedChunkAfterMs !== undefined ? { expectedChunkAt: progressAt + plan.expectedChunkAfterMs } : {}),
    });
  });
  const failing = row.failFileId !== undefined ? slots.get(row.failFileId) : undefined;
  return {
    readyAt,
    progressAt,
    endAt: progressAt === undefined ? undefined : progressAt + row.buildMs,
    slots,
    ...(failing?.chunkAt !== undefined
      ? { failure: { fileId: row.failFileId!, fileName: knowledgeFiles.find(row.failFileId!)?.fileName ?? row.failFileId!, at: failing.chunkAt } }
      : {}),
  };
}

function fail(row: KnowledgeIndexRow, message: string, at: number): void {
  row.status = 'INDEX_STATUS_FAILED';
  row.statusMessage = message;
  row.failedAt = at;
}

/** Moves an index's build on to `now`, from its files' states and its stored build timing. */
export function advanceBuild(row: KnowledgeIndexRow, now: number): void {
  if (!RUNNING.includes(row.status)) return;
  const files = row.fileIds.map((id) => knowledgeFiles.find(id));
  const failed = files.find((file) => !file || file.status === 'FILE_STATUS_FAILED');
  if (failed !== undefined || files.some((file) => !file)) {
    fail(row, knowledgeMessages.uploadFailedFor(failed?.fileName ?? 'a file was deleted'), now);
    return;
  }
  const plan = planBuild(row);
  if (plan.readyAt === undefined || plan.readyAt > now) {
    row.status = 'INDEX_STATUS_WAITING';
    return;
  }
  if (plan.failure && now >= plan.failure.at) {
    fail(row, knowledgeMessages.parseFailed(plan.failure.fileName), plan.failure.at);
    return;
  }
  row.status = now < plan.progressAt! ? 'INDEX_STATUS_PENDING' : now < plan.endAt! ? 'INDEX_STATUS_PROGRESS' : 'INDEX_STATUS_SUCCESS';
  if (row.status === 'INDEX_STATUS_SUCCESS') delete row.statusMessage;
}

/** Whether the index cannot be edited now (its build is pending or in progress). */
export const isProcessing = (row: KnowledgeIndexRow) => row.status === 'INDEX_STATUS_PENDING' || row.status === 'INDEX_STATUS_PROGRESS';

const PROGRESS_FIELDS: (keyof KnowledgeIndexFileProgress)[] = [
  'fileId',
  'fileName',
  'stage',
  'stageChangedAt',
  'uploadedAt',
  'chunkedAt',
  'embeddedAt',
  'searchableAt',
  'expectedNextAt',
  'chunkCount',
  'statusMessage',
];

/** The contract's fields in the contract's order, the undefined ones left out (absent, not null). */
function entry(progress: KnowledgeIndexFileProgress): KnowledgeIndexFileProgress {
  const ordered: Partial<Record<keyof KnowledgeIndexFileProgress, unknown>> = {};
  for (const key of PROGRESS_FIELDS) if (progress[key] !== undefined) ordered[key] = progress[key];
  return ordered as KnowledgeIndexFileProgress;
}

/**
 * Where each file of the index is in its current build at `now` (the index's stored status says whether
 * the build still runs; a failed build stays as it was when it failed).
 */
export function fileProgressOf(row: KnowledgeIndexRow, now: number): KnowledgeIndexFileProgress[] {
  const plan = planBuild(row);
  const running = RUNNING.includes(row.status);
  const succeeded = row.status === 'INDEX_STATUS_SUCCESS';
  const failedAt = row.status === 'INDEX_STATUS_FAILED' ? (row.failedAt ?? row.buildRequestedAt) : undefined;
  const t = failedAt !== undefined ? Math.min(now, failedAt) : succeeded && plan.endAt !== undefined ? Math.max(now, plan.endAt) : now;
  const kept = new Map((row.keptProgress ?? []).map((progress) => [progress.fileId, progress]));
  const expected = (time: number | undefined) => (running && time !== undefined ? iso(time) : undefined);

  return row.fileIds.map((fileId) => {
    const file = knowledgeFiles.find(fileId);
    const fileName = file?.fileName ?? kept.get(fileId)?.fileName ?? fileId;
    const keptEntry = kept.get(fileId);
    if (keptEntry) {
      // Not built again: its chunks and embeddings stay; one not searchable yet becomes so with the index.
      const { expectedNextAt: _e, ...before } = keptEntry;
      if (succeeded && before.stage !== 'INDEX_FILE_STAGE_SEARCHABLE' && plan.endAt !== undefined) {
        return entry({ ...before, fileName, stage: 'INDEX_FILE_STAGE_SEARCHABLE', stageChangedAt: iso(plan.endAt), searchableAt: iso(plan.endAt) });
      }
      return entry({ ...before, fileName, expectedNextAt: before.stage === 'INDEX_FILE_STAGE_EMBEDDED' ? expected(plan.endAt) : undefined });
    }
    if (!file || file.status === 'FILE_STATUS_FAILED') {
      return entry({
        fileId,
        fileName,
        stage: 'INDEX_FILE_STAGE_FAILED',
        stageChangedAt: iso(failedAt ?? row.buildRequestedAt),
        statusMessage: file ? knowledgeMessages.uploadFailedFor(fileName) : knowledgeMessages.fileNotFound,
      });
    }
    const slot = plan.slots.get(fileId) ?? {};
    if (slot.availableAt === undefined || t < slot.availableAt) {
      return entry({
        fileId,
        fileName,
        stage: 'INDEX_FILE_STAGE_WAITING',
        stageChangedAt: iso(row.buildRequestedAt),
        expectedNextAt: expected(slot.availableAt),
      });
    }
    const uploadedAt = iso(slot.availableAt);
    if (slot.chunkAt === undefined || t < slot.chunkAt) {
      return entry({
        fileId,
        fileName,
        stage: 'INDEX_FILE_STAGE_UPLOADED',
        stageChangedAt: uploadedAt,
        uploadedAt,
        expectedNextAt: expected(slot.expectedChunkAt ?? slot.chunkAt),
      });
    }
    if (plan.failure?.fileId === fileId) {
      const message = knowledgeMessages.parseFailed(fileName);
      return entry({ fileId, fileName, stage: 'INDEX_FILE_STAGE_FAILED', stageChangedAt: iso(slot.chunkAt), uploadedAt, statusMessage: message });
    }
    const chunked = { fileId, fileName, uploadedAt, chunkedAt: iso(slot.chunkAt), chunkCount: chunkCountOf(file.size, row.chunkSize, row.chunkOverlap) };
    if (slot.embedAt === undefined || t < slot.embedAt) {
      return entry({ ...chunked, stage: 'INDEX_FILE_STAGE_CHUNKED', stageChangedAt: chunked.chunkedAt, expectedNextAt: expected(slot.embedAt) });
    }
    const embedded = { ...chunked, embeddedAt: iso(slot.embedAt) };
    if (!succeeded || plan.endAt === undefined || t < plan.endAt) {
      return entry({ ...embedded, stage: 'INDEX_FILE_STAGE_EMBEDDED', stageChangedAt: embedded.embeddedAt, expectedNextAt: expected(plan.endAt) });
    }
    return entry({ ...embedded, stage: 'INDEX_FILE_STAGE_SEARCHABLE', stageChangedAt: iso(plan.endAt), searchableAt: iso(plan.endAt) });
  });
}

/** The contract's view of a stored index. */
export function toKnowledgeIndex(row: KnowledgeIndexRow): KnowledgeIndex {
  const {
    projectId: _p,
    fileIds,
    buildRequestedAt: _b,
    pendingMs: _pm,
    buildMs: _bm,
    keptProgress: _k,
    failFileId: _f,
    failedAt: _fa,
    filePlan: _fp,
    ...index
  } = row;
  return {
    ...index,
    files: fileIds.map((id) => ({ id, fileName: knowledgeFiles.find(id)?.fileName ?? id })),
    fileProgress: fileProgressOf(row, clock.now()),
  };
}

/** The contract's view of a stored file (with the indexes built from it). */
export function toKnowledgeFile(row: KnowledgeFileRow): KnowledgeFile {
  const { projectId: _p, uploadDoneAt: _u, text: _t, textTruncated: _tt, ...file } = row;
  const indexIds = knowledgeIndexes.where((index) => index.fileIds.includes(row.id)).map((index) => index.id);
  return { ...file, indexIds };
}
