import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../paths';
import { useOrganization } from '../organizations/organization-context';

/** Switches the active organization; the studio starts again at the project list. */
export function OrganizationSwitcher() {
  const { t } = useTranslation('shell');
  const { organizations, active, select } = useOrganization();
  const navigate = useNavigate();
  return (
    <TextField
      select
      size="small"
      label={t('organization')}
      value={active.id}
      onChange={(event) => {
        select(event.target.value);
        void navigate(paths.projects.href());
      }}
      sx={{ minWidth: 180 }}
    >
      {organizations.map((org) => (
        <MenuItem key={org.id} value={org.id}>
          {org.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
