/**
 * Every handler of the stateful mock backend, in order: the scenario gate first, then each area's
 * stateful handlers (built on the generated handlers of src/generated/<tag>/<tag>.msw.ts).
 * The same list runs in the browser (MSW worker), in Node tests (msw/node) and behind the mock
 * HTTP server (`npm run mock:server`).
 */
import type { RequestHandler } from 'msw';
import { agentToolHandlers } from './areas/agents-tools/handlers';
import { customNodeHandlers } from './areas/custom-nodes/handlers';
import { identityHandlers } from './areas/identity/handlers';
import { knowledgeHandlers } from './areas/knowledge/handlers';
import { projectHandlers } from './areas/projects/handlers';
import { workflowApiHandlers } from './areas/workflow-apis/handlers';
import { workflowHandlers } from './areas/workflows/handlers';
import { scenarioHandler } from './lib/scenario-handler';

export const handlers: RequestHandler[] = [
  scenarioHandler,
  ...identityHandlers,
  ...projectHandlers,
  ...workflowHandlers,
  ...workflowApiHandlers,
  ...customNodeHandlers,
  ...knowledgeHandlers,
  ...agentToolHandlers,
];
