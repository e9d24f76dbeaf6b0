/**
 * A knowledge file's plain text, as the index builder reads it (getKnowledgeFileText): the text of an
 * uploaded .txt/.md/.csv (UTF-8), seeded text for the demo files, and for other uploads (pdf, docx) a
 * short placeholder made from the file name. At most TEXT_LIMIT characters are kept and answered.
 */
import type { KnowledgeFileText, KnowledgeFileType } from '../../../src/generated/model';
import type { KnowledgeFileRow } from './table';

/** The contract's limit on the text answered (its first 20,000 characters). */
export const TEXT_LIMIT = 20_000;

const TEXT_TYPES: KnowledgeFileType[] = ['KNOWLEDGE_FILE_TYPE_TXT', 'KNOWLEDGE_FILE_TYPE_MD', 'KNOWLEDGE_FILE_TYPE_CSV'];

/** The first TEXT_LIMIT characters of a text (never half a surrogate pair), and whether there was more. */
export function clipText(full: string): { text: string; textTruncated: boolean } {
  if (full.length <= TEXT_LIMIT) return { text: full, textTruncated: false };
  let text = full.slice(0, TEXT_LIMIT);
  const last = text.charCodeAt(text.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) text = text.slice(0, -1);
  return { text, textTruncated: true };
}

/** The text of an uploaded plain-text file (decoded as UTF-8, a BOM dropped), clipped; nothing for pdf/docx. */
export async function uploadedText(file: File, type: KnowledgeFileType): Promise<{ text: string; textTruncated: boolean } | undefined> {
  if (!TEXT_TYPES.includes(type)) return undefined;
  const decoded = new TextDecoder('utf-8').decode(await file.arrayBuffer());
  return clipText(decoded);
}

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/** A plausible extracted text for a file whose text the mock does not read (pdf, docx): from its name. */
export function placeholderText(fileName: string): string {
  const title =
    fileName
      .replace(/\.[^.]+$/, '')
      .replace(/[_-]+/g, ' ')
      .trim() || fileName;
  if (JAPANESE.test(fileName)) {
    return [
      title,
      `本書は「${fileName}」の内容をまとめたものです。目的、対象範囲、手順、問い合わせ先の順に説明します。`,
      `第1章 目的\nこの文書は、${title}に関する基本的な考え方と運用の手順を定めます。関係する全ての担当者は、本書の内容を理解したうえで業務を行ってください。`,
      '第2章 対象範囲\n本書は、社内の全部署と、業務を委託する協力会社の担当者に適用します。個別の取り決めがある場合は、その取り決めを優先します。',
      '第3章 手順\n作業を始める前に、手元の資料が最新の版であることを確認してください。手順の途中で判断に迷ったときは、作業を止めて担当部署に相談してください。',
      '第4章 改訂\n内容に変更があった場合は、改訂履歴に日付と変更点を記録し、関係者に周知します。ご不明な点は、担当部署までお問い合わせください。',
    ].join('\n\n');
  }
  return [
    title,
    `This document summarizes ${fileName}. It covers the purpose, the scope, the procedure and whom to contact, in that order.`,
    `1. Purpose\nThis document sets out the principles and the working procedure for ${title}. Everyone involved should read it before starting the work.`,
    '2. Scope\nIt applies to every department and to the contractors working on our behalf. Where a separate agreement exists, that agreement takes precedence.',
    '3. Procedure\nBefore you start, check that you are reading the latest version. If you are unsure about a step, stop and ask the owning team before you continue.',
    '4. Revisions\nChanges are recorded in the revision history with their date and a short description. Questions about this document go to the owning team.',
  ].join('\n\n');
}

/** The contract's view of a file's text (the caller has checked that the file is uploaded). */
export function fileTextOf(row: KnowledgeFileRow): KnowledgeFileText {
  if (row.text !== undefined) return { fileId: row.id, text: row.text, truncated: row.textTruncated ?? false };
  const { text, textTruncated } = clipText(placeholderText(row.fileName));
  return { fileId: row.id, text, truncated: textTruncated };
}
