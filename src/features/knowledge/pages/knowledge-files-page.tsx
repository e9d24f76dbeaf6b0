import { PagePlaceholder } from '../../../components/page-placeholder';

/** Knowledge files: the screen comes with its own issue; until then the page names itself. */
export function KnowledgeFilesPage() {
  return <PagePlaceholder titleKey="knowledgeFiles" />;
}
