/** The conflict backup of a workflow, kept up to date as backups are written or removed (in any tab). */
import { useMemo, useSyncExternalStore } from 'react';
import { backupsVersion, readBackup, subscribeBackups, type ConflictBackup } from './conflict-backup';

export function useConflictBackup(workflowId: string): ConflictBackup | null {
  const version = useSyncExternalStore(subscribeBackups, backupsVersion);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` says when storage changed
  return useMemo(() => readBackup(workflowId), [workflowId, version]);
}
