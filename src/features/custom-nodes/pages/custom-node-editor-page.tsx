import { PagePlaceholder } from '../../../components/page-placeholder';

/** Custom node editor: the screen comes with its own issue; until then the page names itself. */
export function CustomNodeEditorPage() {
  return <PagePlaceholder titleKey="customNode" />;
}
