import { PagePlaceholder } from '../../../components/page-placeholder';

/** Datasets: the screen comes with its own issue; until then the page names itself. */
export function DatasetFilesPage() {
  return <PagePlaceholder titleKey="datasets" />;
}
