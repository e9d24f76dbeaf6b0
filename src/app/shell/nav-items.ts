import { paths } from '../../lib/paths';

/** The top menu (§2), in the spec's order. `key` is the translation key under shell:menu. */
export const TOP_MENU = [
  { key: 'datasets', href: paths.datasets.href },
  { key: 'jobs', href: paths.jobs.href },
  { key: 'workflows', href: (projectId: string) => paths.workflowsList.href(projectId) },
  { key: 'knowledge', href: paths.knowledge.href },
  { key: 'customNodes', href: paths.customNodes.href },
  { key: 'databaseConnections', href: paths.databaseConnections.href },
  { key: 'tools', href: paths.tools.href },
  { key: 'agents', href: paths.agents.href },
] as const;

/** The sidebar's sections: the same areas grouped, with autonomous agent, LLM and batch processing. */
export const SIDEBAR_SECTIONS = [
  { key: 'build', items: [{ key: 'workflows', href: (projectId: string) => paths.workflowsList.href(projectId) }] },
  { key: 'autonomousAgent', items: [{ key: 'agents', href: paths.agents.href }, { key: 'tools', href: paths.tools.href }] },
  {
    key: 'llm',
    items: [
      { key: 'knowledge', href: paths.knowledge.href },
      { key: 'customNodes', href: paths.customNodes.href },
      { key: 'sharedCustomNodes', href: paths.sharedCustomNodes.href },
      { key: 'databaseConnections', href: paths.databaseConnections.href },
    ],
  },
  { key: 'batchProcessing', items: [{ key: 'datasets', href: paths.datasets.href }, { key: 'jobs', href: paths.jobs.href }] },
] as const;
