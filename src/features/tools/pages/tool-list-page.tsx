import { PagePlaceholder } from '../../../components/page-placeholder';

/** Tools: the screen comes with its own issue; until then the page names itself. */
export function ToolListPage() {
  return <PagePlaceholder titleKey="tools" />;
}
