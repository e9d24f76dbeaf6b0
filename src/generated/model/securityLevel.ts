
/**
 * A secret value is write-only (never answered back).
 */
export type SecurityLevel = typeof SecurityLevel[keyof typeof SecurityLevel];


export const SecurityLevel = {
  SECURITY_LEVEL_PLAIN: 'SECURITY_LEVEL_PLAIN',
  SECURITY_LEVEL_SECRET: 'SECURITY_LEVEL_SECRET',
} as const;
