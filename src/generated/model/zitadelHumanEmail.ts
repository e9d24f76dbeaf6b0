
export type ZitadelHumanEmail = {
  /** @maxLength 320 */
  email?: string;
  isEmailVerified?: boolean;
};
