/**
 * The gates' refusals (IP, role, the other organizations to choose from), loaded when one is shown: they
 * come from a server that answered, and the way to the project list does not carry them (issue #34). The
 * load failure is not among them: it may be the network that failed.
 */
import { lazy, type ComponentProps, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredSpinner } from '../../components/centered-spinner';

const IpRestriction = lazy(async () => ({ default: (await import('./ip-restriction-screen')).IpRestrictionScreen }));
const RoleRestriction = lazy(async () => ({ default: (await import('./role-restriction-screen')).RoleRestrictionScreen }));
const Choice = lazy(async () => ({ default: (await import('./organization-choice')).OrganizationChoice }));

function Loading() {
  const { t } = useTranslation('shell');
  return <CenteredSpinner label={t('checkingAccess')} />;
}

export function IpRestrictionScreen() {
  return (
    <Suspense fallback={<Loading />}>
      <IpRestriction />
    </Suspense>
  );
}

export function RoleRestrictionScreen(props: ComponentProps<typeof RoleRestriction>) {
  return (
    <Suspense fallback={<Loading />}>
      <RoleRestriction {...props} />
    </Suspense>
  );
}

export function OrganizationChoice(props: ComponentProps<typeof Choice>) {
  return (
    <Suspense fallback={null}>
      <Choice {...props} />
    </Suspense>
  );
}
