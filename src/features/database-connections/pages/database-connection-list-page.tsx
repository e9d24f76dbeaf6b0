import { PagePlaceholder } from '../../../components/page-placeholder';

/** Database connections: the screen comes with its own issue; until then the page names itself. */
export function DatabaseConnectionListPage() {
  return <PagePlaceholder titleKey="databaseConnections" />;
}
