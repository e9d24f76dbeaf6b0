import { PagePlaceholder } from '../../../components/page-placeholder';

/** Upload datasets: the screen comes with its own issue; until then the page names itself. */
export function DatasetUploadPage() {
  return <PagePlaceholder titleKey="datasetsUpload" />;
}
