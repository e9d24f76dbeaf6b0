/** The evaluation set dialog (issue #32 items 5 and 6), opened by the Evaluations tab. */
export { EvaluationSetDialog, type EvaluationSetDialogProps } from './set-dialog';
