/**
 * What the editor shows of the workflow's API (the publishing panel, the Publish History tab, the key
 * dialog) is the workflow-apis feature's: the editor declares here what it needs, and src/app hands the
 * parts in (src/app/editor-slots.tsx) — a feature never imports another feature.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { ApiVersion, ApiVersionCreate, WorkflowApiStatus } from '../../../generated/model';

/** A key shown once, in the key dialog. */
export interface ShownApiKey {
  versionName: string;
  apiKey: string;
  issuedAt: string;
}

/** What the holder of the edit permission does to the workflow's API versions. */
export interface ApiVersionActions {
  shownKey: ShownApiKey | null;
  forgetKey: () => void;
  creating: boolean;
  create(data: ApiVersionCreate, onCreated?: (version: ApiVersion) => void): void;
  updatingId: string | null;
  setStatus(version: ApiVersion, status: WorkflowApiStatus, onUpdated?: () => void): void;
  issuing: boolean;
  issueKey(version: ApiVersion, onIssued?: () => void): void;
}

export interface EditorApiParts {
  useApiVersionActions(projectId: string, workflowId: string): ApiVersionActions;
  ApiKeyDialog: ComponentType<{ shown: ShownApiKey | null; onClose: () => void }>;
  ApiStatusTag: ComponentType<{ status: WorkflowApiStatus }>;
  VersionActions: ComponentType<{ version: ApiVersion; actions: ApiVersionActions }>;
  NewVersionDialog: ComponentType<{
    projectId: string;
    workflowId: string;
    /** The saved revision the version publishes; null when unsaved edits will be saved first. */
    revision: number | null;
    inputs: readonly string[];
    outputs: readonly string[];
    suggestedName: string;
    pending: boolean;
    problem?: string | undefined;
    onCreate: (values: { versionName: string; description?: string }) => void;
    onClose: () => void;
  }>;
  ApiVersionsTable: ComponentType<{ projectId: string; workflowId: string; workflowName: string; actions: ApiVersionActions | null }>;
  ApiHistoryTable: ComponentType<{ projectId: string; workflowId: string }>;
}

const EditorApiPartsContext = createContext<EditorApiParts | null>(null);

export const EditorApiPartsProvider = EditorApiPartsContext.Provider;

export function useEditorApiParts(): EditorApiParts {
  const parts = useContext(EditorApiPartsContext);
  if (!parts) throw new Error('The editor needs its API parts: render it inside EditorApiPartsProvider (src/app/editor-slots.tsx).');
  return parts;
}
