import { PagePlaceholder } from '../../../components/page-placeholder';

/** Shared custom node: the screen comes with its own issue; until then the page names itself. */
export function SharedCustomNodePage() {
  return <PagePlaceholder titleKey="sharedCustomNode" />;
}
