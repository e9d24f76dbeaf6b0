import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useOrganization } from '../organizations/organization-context';

/** On the role screen: a user who may use the studio in another organization can switch to it. */
export function OrganizationChoice() {
  const { t } = useTranslation('shell');
  const { organizations, active, select } = useOrganization();
  return (
    <Stack spacing={1} sx={{ mt: 3 }} role="group" aria-label={t('organization')}>
      {organizations
        .filter((org) => org.id !== active.id)
        .map((org) => (
          <Button key={org.id} variant="outlined" onClick={() => select(org.id)}>
            {org.name}
          </Button>
        ))}
    </Stack>
  );
}
