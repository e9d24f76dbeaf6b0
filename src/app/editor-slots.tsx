/**
 * What one feature shows of another, composed here (features never import each other): the editor's API
 * panel, Publish History tab and key dialog are the workflow-apis feature's parts.
 */
import type { ReactNode } from 'react';
import { apiVersionParts } from '../features/workflow-apis/api-version-parts';
import { EditorApiPartsProvider, type EditorApiParts } from '../features/workflow-editor/api/api-parts';

const editorApiParts: EditorApiParts = apiVersionParts;

export function EditorSlots({ children }: { children: ReactNode }) {
  return <EditorApiPartsProvider value={editorApiParts}>{children}</EditorApiPartsProvider>;
}
