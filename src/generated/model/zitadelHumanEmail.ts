
export type ZitadelHumanEmail = {
  email?: string;
  isEmailVerified?: boolean;
};
