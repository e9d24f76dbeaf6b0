import type { ZitadelOrgState } from './zitadelOrgState';

export type ZitadelOrgQueryStateQuery = {
  state: ZitadelOrgState;
};
