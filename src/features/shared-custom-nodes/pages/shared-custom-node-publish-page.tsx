import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { RequirePermission } from '../../../components/errors/require-permission';
import { paths } from '../../../lib/paths';
import { useProjectId } from '../../../lib/use-project-id';
import { SharedCustomNodeListPage } from './shared-custom-node-list-page';

/** The shared custom node list with the publish dialog open (route shared-custom-nodes/publish): admins only; another role sees the access-denied page. */
export function SharedCustomNodePublishPage() {
  const { t } = useTranslation('sharedCustomNodes');
  const projectId = useProjectId();
  return (
    <RequirePermission
      permission="publishSharedCustomNodes"
      denied={
        <Button component={RouterLink} to={paths.sharedCustomNodes.href(projectId)} sx={{ mt: 1 }}>
          {t('page.backToList')}
        </Button>
      }
    >
      <SharedCustomNodeListPage publishing />
    </RequirePermission>
  );
}
