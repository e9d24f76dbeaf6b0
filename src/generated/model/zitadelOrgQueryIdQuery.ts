
export type ZitadelOrgQueryIdQuery = {
  /** @maxLength 200 */
  id: string;
};
