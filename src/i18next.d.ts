/**
 * Translation keys are typed from the en-us files (ja-jp has exactly the same keys, src/lib/i18n.test.ts):
 * `t('projects:titel')` fails `npm run typecheck`. A new namespace is a new line here, in NAMESPACES
 * (src/lib/i18n.ts) and a file in each language.
 */
import 'i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      agents: typeof import('../locales/en-us/agents.json');
      apis: typeof import('../locales/en-us/apis.json');
      auth: typeof import('../locales/en-us/auth.json');
      common: typeof import('../locales/en-us/common.json');
      customNodeAuth: typeof import('../locales/en-us/customNodeAuth.json');
      customNodeDsl: typeof import('../locales/en-us/customNodeDsl.json');
      customNodes: typeof import('../locales/en-us/customNodes.json');
      databaseConnections: typeof import('../locales/en-us/databaseConnections.json');
      datasets: typeof import('../locales/en-us/datasets.json');
      debug: typeof import('../locales/en-us/debug.json');
      demo: typeof import('../locales/en-us/demo.json');
      editor: typeof import('../locales/en-us/editor.json');
      errors: typeof import('../locales/en-us/errors.json');
      evaluationRuns: typeof import('../locales/en-us/evaluationRuns.json');
      evaluationSets: typeof import('../locales/en-us/evaluationSets.json');
      jobs: typeof import('../locales/en-us/jobs.json');
      knowledge: typeof import('../locales/en-us/knowledge.json');
      projects: typeof import('../locales/en-us/projects.json');
      sharedCustomNodes: typeof import('../locales/en-us/sharedCustomNodes.json');
      shell: typeof import('../locales/en-us/shell.json');
      tools: typeof import('../locales/en-us/tools.json');
      workflows: typeof import('../locales/en-us/workflows.json');
    };
  }
}
