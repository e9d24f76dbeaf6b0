import { PagePlaceholder } from '../../../components/page-placeholder';

/** Agents: the screen comes with its own issue; until then the page names itself. */
export function AgentListPage() {
  return <PagePlaceholder titleKey="agents" />;
}
