/** The editor's Evaluations tab (lazy-loaded through src/app/editor-slots.tsx). */
export { EvaluationsTab } from './evaluations-tab';
export type { DraftSaved, EvaluationsTabProps } from './tab-props';
