
export type ZitadelHumanPhone = {
  /** @maxLength 50 */
  phone?: string;
  isPhoneVerified?: boolean;
};
