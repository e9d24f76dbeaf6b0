import { Outlet } from 'react-router-dom';
import { AuthGate } from '../auth/auth-gate';
import { AccessGates } from './gates/access-gates';
import { OrganizationGate } from './organizations/organization-gate';

/** Everything but the sign-in return runs behind the gates: authenticated → organization → IP → role. */
export function GatedApp() {
  return (
    <AuthGate>
      <OrganizationGate>
        <AccessGates>
          <Outlet />
        </AccessGates>
      </OrganizationGate>
    </AuthGate>
  );
}
