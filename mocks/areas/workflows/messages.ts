/** The messages of the workflows area (spec §5, §8 where it fixes them). */
import { badRequest } from '../../lib/errors';
import { debugMessages } from './debug-engine';

export const workflowMessages = {
  workflowNameRequired: 'Please enter a workflow name',
  folderNameRequired: 'Please enter a folder name',
  workflowNotFound: 'Workflow not found',
  folderNotFound: 'Folder not found',
  folderNameTaken: 'A folder with this name already exists',
  moveIntoItself: 'A folder cannot be moved into itself or one of its subfolders',
  nothingToMove: 'Select at least one item to move',
  nothingToUpdate: 'Nothing to update',
  graphConflict: 'The workflow was updated by someone else. Reload it to get the latest version.',
  noEditPermission: 'You do not hold the edit permission for this workflow',
  editPermissionHeld: (name: string) => `${name} is editing this workflow`,
  reservedVariable: 'This variable name is reserved by the system. Please use a different name.',
  nodeNotFound: (id: string) => `Node not found: ${id}`,
  duplicateNodeId: (id: string) => `Duplicate node id: ${id}`,
  duplicateEdgeId: (id: string) => `Duplicate edge id: ${id}`,
  oneStartNode: 'A workflow has only one start node',
  unknownBranch: (handle: string) => `Unknown branch: ${handle}`,
  modelNotFound: (id: string) => `Model not found: ${id}`,
  maxTokensTooLarge: (max: number) => `maxTokens exceeds the model's limit of ${max}`,
  clobRequired: 'Use CLOB for strings over 4000 characters',
  startNodeNotFound: 'Start node is not found',
  endNodeNotFound: 'End node is not found',
  unknownStartVariable: (name: string) => `Unknown start variable: ${name}`,
  debugRunNotFound: 'Debug run not found',
  debugRunNotPaused: 'The debug run is not waiting for a step',
  debugRunFinished: 'The debug run has already finished',
  ...debugMessages,
} as const;

/** A 400 naming the field, for rules the zod schema cannot say. */
export const invalidField = (field: string, message: string) => badRequest(message, [{ field, message }]);

/**
 * A blank (or empty) required text field answers the spec's message rather than the schema's generic
 * one; the body stays readable for the schema check that follows.
 */
export async function refuseBlank(request: Request, field: string, message: string, required = true): Promise<void> {
  let raw: unknown;
  try {
    raw = await request.clone().json();
  } catch {
    return; // readJson reports bad JSON
  }
  if (!raw || typeof raw !== 'object') return;
  const value = (raw as Record<string, unknown>)[field];
  if ((required && value === undefined) || (typeof value === 'string' && !value.trim())) throw invalidField(field, message);
}
