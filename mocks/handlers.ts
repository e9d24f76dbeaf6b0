/**
 * Every handler of the stateful mock backend, in order: the scenario gate first, the auth gate (bearer
 * token verified, idp header), then each area's
 * stateful handlers (built on the generated handlers of src/generated/<tag>/<tag>.msw.ts).
 * The same list runs in the browser (MSW worker), in Node tests (msw/node) and behind the mock
 * HTTP server (`npm run mock:server`).
 */
import type { RequestHandler } from 'msw';
import { agentHandlers } from './areas/agents/handlers';
import { customNodeHandlers } from './areas/custom-nodes/handlers';
import { databaseConnectionHandlers } from './areas/database-connections/handlers';
import { datasetHandlers } from './areas/datasets/handlers';
import { evaluationHandlers } from './areas/evaluations/handlers';
import { identityHandlers } from './areas/identity/handlers';
import { jobHandlers } from './areas/jobs/handlers';
import { knowledgeHandlers } from './areas/knowledge/handlers';
import { projectHandlers } from './areas/projects/handlers';
import { sharedCustomNodeHandlers } from './areas/shared-custom-nodes/handlers';
import { toolHandlers } from './areas/tools/handlers';
import { workflowApiHandlers } from './areas/workflow-apis/handlers';
import { workflowHandlers } from './areas/workflows/handlers';
import { authGate } from './lib/auth-gate';
import { scenarioHandler } from './lib/scenario-handler';

export const handlers: RequestHandler[] = [
  scenarioHandler,
  authGate,
  ...identityHandlers,
  ...projectHandlers,
  ...workflowHandlers,
  ...evaluationHandlers,
  ...workflowApiHandlers,
  ...jobHandlers,
  ...datasetHandlers,
  ...customNodeHandlers,
  ...sharedCustomNodeHandlers,
  ...knowledgeHandlers,
  ...databaseConnectionHandlers,
  ...toolHandlers,
  ...agentHandlers,
];
