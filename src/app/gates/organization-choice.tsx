import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { canUseStudio, deriveRole, rolesForOrganization } from '../../auth/roles';
import type { OidcUserInfo } from '../../generated/model';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { useOrganization } from '../organizations/organization-context';

/**
 * On the role screen: the organizations where the user may use the studio (a studio role there), each
 * a button that switches to it. Nothing when there is none.
 */
export function OrganizationChoice({ userInfo }: { userInfo: OidcUserInfo }) {
  const { t } = useTranslation('errors');
  const { organizations, active, select } = useOrganization();
  const projectId = getRuntimeConfig().oidcProjectId;
  const usable = organizations.filter((org) => org.id !== active.id && canUseStudio(deriveRole(rolesForOrganization(userInfo, org.id, projectId))));
  return (
    <>
      {usable.map((org) => (
        // The organization's name as it is written (no upper-casing).
        <Button key={org.id} variant="contained" onClick={() => select(org.id)} sx={{ textTransform: 'none' }}>
          {t('roleRestricted.switchTo', { name: org.name })}
        </Button>
      ))}
    </>
  );
}
