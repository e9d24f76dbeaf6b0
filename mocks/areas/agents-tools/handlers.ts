import type { RequestHandler } from 'msw';
import { whenProjectDeleted } from '../projects/handlers';
import { agentHandlers } from './agent-handlers';
import { agents, tools } from './table';
import { toolHandlers } from './tool-handlers';

// A deleted project takes its agents and tools with it.
whenProjectDeleted((projectId) => {
  agents.removeWhere((row) => row.projectId === projectId);
  tools.removeWhere((row) => row.projectId === projectId);
});

/** The stateful handlers of agents and tools (tags agents, tools). */
export const agentToolHandlers: RequestHandler[] = [...toolHandlers, ...agentHandlers];
