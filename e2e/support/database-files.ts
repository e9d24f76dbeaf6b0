/**
 * Files for the database connection journeys, made in the test (never real secrets): an Oracle wallet
 * ZIP around a tnsnames.ora of the given aliases, a ZIP that is not a wallet, a service account key JSON
 * with a placeholder private key, and a JSON that is not one — as Playwright's `setInputFiles` takes them.
 */
import { serviceAccountKeyText, walletZipBytes } from '../../src/features/database-connections/testing/connection-files';

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export function walletZip(name: string, aliases: readonly string[]): FilePayload {
  return { name, mimeType: 'application/zip', buffer: Buffer.from(walletZipBytes({ aliases })) };
}

export function notAWalletZip(name = 'photos.zip'): FilePayload {
  return { name, mimeType: 'application/zip', buffer: Buffer.from(walletZipBytes({ withoutTnsnames: true })) };
}

export function serviceAccountKey(name: string, projectId: string, clientEmail: string): FilePayload {
  return { name, mimeType: 'application/json', buffer: Buffer.from(serviceAccountKeyText({ projectId, clientEmail })) };
}

export function notAServiceAccountKey(name = 'oauth-client.json'): FilePayload {
  return { name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ installed: { client_id: 'x.apps.googleusercontent.com' } })) };
}

export { FAKE_PRIVATE_KEY } from '../../src/features/database-connections/testing/connection-files';
