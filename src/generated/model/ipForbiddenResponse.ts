import type { Error } from './error';

/**
 * The caller's IP address may not use the studio (`reason` IP_FORBIDDEN); the studio shows its IP screen.
 */
export type IpForbiddenResponse = Error;
