import { PagePlaceholder } from '../../../components/page-placeholder';

/** Knowledge indexes: the screen comes with its own issue; until then the page names itself. */
export function KnowledgeIndexesPage() {
  return <PagePlaceholder titleKey="knowledgeIndexes" />;
}
