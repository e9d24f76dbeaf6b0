import type { RequestHandler } from 'msw';
import { customNodeAuthHandlers, customNodeCrudHandlers } from './custom-node-handlers';

/**
 * The custom nodes area (tag custom-nodes): project custom nodes (CRUD, .aiws DSL export/import,
 * preview, provider authentication, their configuration files).
 */
export const customNodeHandlers: RequestHandler[] = [...customNodeCrudHandlers, ...customNodeAuthHandlers];
