/**
 * How a revision is worded: its summary ('+2 nodes, −1, 3 changed', counts of zero left out) and the
 * revision that a restore copied. Pure, given the editor's `t`.
 */
import type { TFunction } from 'i18next';
import type { WorkflowRevision, WorkflowRevisionSummary } from '../../../generated/model';

const PARTS = ['nodesAdded', 'nodesRemoved', 'nodesChanged', 'edgesAdded', 'edgesRemoved'] as const satisfies readonly (keyof WorkflowRevisionSummary)[];

export function summaryText(t: TFunction<'editor'>, summary: WorkflowRevisionSummary): string {
  const parts = PARTS.filter((part) => summary[part] > 0).map((part) => t(`versions.summary.${part}`, { count: summary[part] }));
  return parts.length ? parts.join(t('versions.summary.separator')) : t('versions.summary.none');
}

export function restoredFromText(t: TFunction<'editor'>, revision: Pick<WorkflowRevision, 'restoredFrom'>): string | undefined {
  const from = revision.restoredFrom;
  if (!from) return undefined;
  return from.name ? t('versions.restoredFromNamed', { revision: from.revision, name: from.name }) : t('versions.restoredFrom', { revision: from.revision });
}
