import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useOrganization } from '../organizations/organization-context';
import { SwitcherSelect } from './switcher-select';

/** Switches the active organization; the studio starts again at the project list. */
export function OrganizationSwitcher() {
  const { t } = useTranslation('shell');
  const { organizations, active, select } = useOrganization();
  const navigate = useNavigate();
  return (
    <SwitcherSelect
      label={t('organization')}
      searchLabel={t('searchOrganizations')}
      value={active.id}
      minWidth={180}
      options={organizations.map((org) => ({ value: org.id, label: org.name }))}
      onChange={(orgId) => {
        select(orgId);
        void navigate(paths.projects.href());
      }}
    />
  );
}
