/**
 * What one feature shows of another, composed here (features never import each other): the editor's API
 * panel, Publish History tab and key dialog are the workflow-apis feature's parts; the editor's
 * Evaluations tab is the evaluations feature's (its code and translations load when the tab is first shown).
 */
import { lazy, type ReactNode } from 'react';
import { apiVersionParts } from '../features/workflow-apis/api-version-parts';
import { EditorApiPartsProvider, type EditorApiParts } from '../features/workflow-editor/api/api-parts';
import { EditorEvaluationPartsProvider, type EditorEvaluationParts } from '../features/workflow-editor/evaluations/evaluation-parts';
import { loadNamespaces } from '../lib/i18n';
import { importWithReload } from './lazy-page';

const editorApiParts: EditorApiParts = apiVersionParts;

const editorEvaluationParts: EditorEvaluationParts = {
  EvaluationsTab: lazy(async () => {
    const [module] = await Promise.all([importWithReload(() => import('../features/evaluations/tab')), loadNamespaces(['evaluationRuns', 'evaluationSets'])]);
    return { default: module.EvaluationsTab };
  }),
};

export function EditorSlots({ children }: { children: ReactNode }) {
  return (
    <EditorApiPartsProvider value={editorApiParts}>
      <EditorEvaluationPartsProvider value={editorEvaluationParts}>{children}</EditorEvaluationPartsProvider>
    </EditorApiPartsProvider>
  );
}
