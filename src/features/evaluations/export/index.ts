/** Export of a run's results as CSV (UTF-8 with a BOM, for Excel), for the Evaluations tab and the compare view. */
export { ExportResultsButton } from './export-results-button';
