import { PagePlaceholder } from '../../../components/page-placeholder';

/** Custom nodes: the screen comes with its own issue; until then the page names itself. */
export function CustomNodeListPage() {
  return <PagePlaceholder titleKey="customNodes" />;
}
