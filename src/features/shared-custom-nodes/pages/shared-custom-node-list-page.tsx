import { PagePlaceholder } from '../../../components/page-placeholder';

/** Shared custom nodes: the screen comes with its own issue; until then the page names itself. */
export function SharedCustomNodeListPage() {
  return <PagePlaceholder titleKey="sharedCustomNodes" />;
}
