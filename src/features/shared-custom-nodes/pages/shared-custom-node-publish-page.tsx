import { RequirePermission } from '../../../components/errors/require-permission';
import { SharedCustomNodeListPage } from './shared-custom-node-list-page';

/** The shared custom node list with the publish dialog open (route shared-custom-nodes/publish): admins only. */
export function SharedCustomNodePublishPage() {
  return (
    <RequirePermission permission="publishSharedCustomNodes">
      <SharedCustomNodeListPage publishing />
    </RequirePermission>
  );
}
