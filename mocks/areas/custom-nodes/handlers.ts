import type { RequestHandler } from 'msw';
import { customNodeAuthHandlers, customNodeCrudHandlers } from './custom-node-handlers';
import { configFileHandlers, sharedCustomNodeHandlers } from './shared-handlers';

/**
 * The custom nodes area: project custom nodes (CRUD, .aiws DSL export/import, preview, provider
 * authentication), shared custom nodes published by an admin, and their configuration files.
 */
export const customNodeHandlers: RequestHandler[] = [
  ...customNodeCrudHandlers,
  ...customNodeAuthHandlers,
  ...sharedCustomNodeHandlers,
  ...configFileHandlers,
];
