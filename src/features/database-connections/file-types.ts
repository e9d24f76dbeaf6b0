/**
 * The upload limits of connection files, as the contract states them (DatabaseConnectionCreate:
 * `walletFile` a .zip, `serviceAccountKeyFile` a .json, each 1MB or smaller — maxLength counts the file's
 * bytes). The mock refuses the same (mocks/areas/database-connections); `file-types.test.ts` holds the
 * three to the same numbers.
 */
import type { UploadLimits } from '../../components/upload/file-check';

/** 1MB: the contract's maxLength of both files (orval does not emit a constant for a binary's limit). */
export const CONNECTION_FILE_MAX_BYTES = 1024 * 1024;

export const WALLET_LIMITS: UploadLimits = { maxBytes: CONNECTION_FILE_MAX_BYTES, maxLabel: '1MB', extensions: ['.zip'] };
export const KEY_FILE_LIMITS: UploadLimits = { maxBytes: CONNECTION_FILE_MAX_BYTES, maxLabel: '1MB', extensions: ['.json'] };
