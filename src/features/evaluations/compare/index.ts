/** The compare view of two evaluation runs (issue #32 item 3), opened by the Evaluations tab. */
export { EvaluationCompareView, type EvaluationCompareViewProps } from './compare-view';
