/**
 * The conflict backup of a workflow in browser storage: the side a conflict choice set aside (see
 * `conflictChoices`), kept on this device until the user restores or discards it. Changes are
 * announced to `subscribeBackups` (in this tab, and from other tabs through the storage event).
 */
import type { GraphShape } from '../model/graph-types';
import { isShape, type ConflictChoiceId } from '../model/revision';
import { readJson, removeKey, writeJson } from './browser-storage';

const BACKUP_PREFIX = 'ais-editor-backup:';
export const backupKey = (workflowId: string) => `${BACKUP_PREFIX}${workflowId}`;

/** The side a conflict choice set aside, with the server revision of the conflict. */
export interface ConflictBackup {
  choice: ConflictChoiceId;
  revision: number;
  graph: GraphShape;
  savedAt: string;
}

const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version += 1;
  for (const listener of listeners) listener();
};
const changedElsewhere = (event: StorageEvent) => {
  if (event.key === null || event.key.startsWith(BACKUP_PREFIX)) changed();
};

/** Calls `listener` whenever a backup is written or removed; returns the unsubscribe. */
export function subscribeBackups(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', changedElsewhere);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', changedElsewhere);
  };
}

/** Goes up on every change of any backup (a snapshot for `useSyncExternalStore`). */
export const backupsVersion = (): number => version;

export function writeBackup(workflowId: string, backup: ConflictBackup): boolean {
  const written = writeJson(backupKey(workflowId), backup);
  changed();
  return written;
}

/** The stored backup, or null when there is none or it is malformed. */
export function readBackup(workflowId: string): ConflictBackup | null {
  const value = readJson(backupKey(workflowId)) as Partial<ConflictBackup> | null;
  return value && isShape(value.graph) ? (value as ConflictBackup) : null;
}

export function discardBackup(workflowId: string): void {
  removeKey(backupKey(workflowId));
  changed();
}
