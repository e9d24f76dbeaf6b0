import type { RequestHandler } from 'msw';

// Filled in by the area's own work: the stateful handlers of this area.
export const agentToolHandlers: RequestHandler[] = [];
