import { useAuth } from 'react-oidc-context';
import { setRequestContext } from '../api/request-context';
import { readActiveOrganization } from '../app/organizations/active-organization-storage';

let accessToken: string | undefined;
setRequestContext({ getAccessToken: () => accessToken, getTenantId: readActiveOrganization });

/**
 * Keeps the API layer's bearer token in step with the session. It is read at request time, and set
 * while rendering (before any child query can fire), not in an effect.
 */
export function AuthBridge() {
  accessToken = useAuth().user?.access_token;
  return null;
}
