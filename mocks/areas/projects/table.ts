import type { Project } from '../../../src/generated/model';
import { getGetProjectResponseMock } from '../../../src/generated/projects/projects.msw';
import { ORG, PROJECT } from '../../fixtures/ids';
import { PEOPLE } from '../../fixtures/people';
import { defineTable } from '../../lib/db';
import { notFound } from '../../lib/errors';

/** A stored project: the contract's Project plus the organization it belongs to. */
export type ProjectRow = Project & { orgId: string };

const seeded: Array<[string, string, string, string]> = [
  [PROJECT.support, ORG.acme, 'カスタマーサポート自動化', '問い合わせメールの分類と回答案の作成'],
  [PROJECT.invoice, ORG.acme, 'Invoice checker', 'Checks supplier invoices against purchase orders'],
  [PROJECT.research, ORG.acme, '社内ナレッジ検索', '規程・マニュアルを検索して回答する RAG'],
  [PROJECT.betaSales, ORG.beta, 'Sales assistant', 'Drafts follow-up mails from meeting notes'],
];

const extraNames = [
  '議事録要約',
  'Contract review',
  '採用面接メモ整理',
  'Release notes writer',
  '翻訳チェック',
  'Churn analysis',
  '日報ダイジェスト',
  'Support triage EN',
  'FAQ 自動生成',
  'Procurement bot',
  '障害報告まとめ',
  'Onboarding guide',
];

export const projects = defineTable<ProjectRow>('projects', () => {
  const rows: ProjectRow[] = seeded.map(([id, orgId, name, description], index) => ({
    ...getGetProjectResponseMock({ id, name, description }),
    createdBy: PEOPLE[index % PEOPLE.length]!,
    createdAt: new Date(Date.UTC(2026, 3 + index, 10, 1)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 9, 1 + index, 8)).toISOString(),
    orgId,
  }));
  // Enough projects in the first organization to page through (page size 10).
  extraNames.forEach((name, index) => {
    rows.push({
      id: `prj_demo_${index + 1}`,
      name,
      createdBy: PEOPLE[(index + 2) % PEOPLE.length]!,
      createdAt: new Date(Date.UTC(2025, index, 5, 3)).toISOString(),
      updatedAt: new Date(Date.UTC(2026, 5, 1 + index, 3)).toISOString(),
      orgId: ORG.acme,
    });
  });
  return rows;
});

/** The project row if it is in the caller's organization; else a thrown 404. */
export function projectOf(projectId: string, orgId: string): ProjectRow {
  const row = projects.find(projectId);
  if (!row || row.orgId !== orgId) throw notFound('Project not found');
  return row;
}

/** The contract's view of a stored project (without the store's own fields). */
export function toProject({ orgId: _orgId, ...project }: ProjectRow): Project {
  return project;
}
