
export interface IpRestrictionCheck {
  /** Whether the caller's IP address may use the studio. */
  valid: boolean;
}
