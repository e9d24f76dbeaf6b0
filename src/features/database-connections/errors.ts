/**
 * The database connections area's refusals in the user's language: the contract's 409 of a delete (a
 * connection a workflow's database step uses, with the workflows' names), and the answers of a create,
 * update or test the user can act on (400 with a field's message, 413, 415).
 */
import { HttpError } from '../../api/errors';
import { tooManyRequestsMessage } from '../../components/mutation-toast';
import { fileRefusalMessage } from '../../components/upload/file-check';
import type { Translate } from '../../lib/translate';
import { WALLET_LIMITS } from './file-types';

/** The contract's 409: 'Cannot delete the database connection because it is used by: {workflow names}'. */
const IN_USE = /used by: (.+)$/s;

/** 'Used by these workflows: …', for the 409 of a delete; undefined for other errors. */
export function connectionInUseMessage(t: Translate, error: unknown): string | undefined {
  if (!(error instanceof HttpError) || error.code !== 409) return undefined;
  const names = IN_USE.exec(error.message)?.[1]?.trim();
  return names ? t('databaseConnections:errors.inUse', { names }) : t('databaseConnections:errors.inUseUnnamed');
}

/** The server's messages (§5, §8) the dialog already words itself, by what the server says. */
const SERVER_MESSAGES: Record<string, (t: Translate) => string> = {
  'Please enter a connection name': (t) => t('databaseConnections:validation.nameRequired'),
  'Please enter a username': (t) => t('databaseConnections:validation.usernameRequired'),
  'Please enter a password': (t) => t('databaseConnections:validation.passwordRequired'),
  'Please enter a connection string': (t) => t('databaseConnections:validation.connectionStringRequired'),
  'Please select a wallet ZIP file': (t) => t('databaseConnections:validation.walletRequired'),
  'Please enter a wallet password': (t) => t('databaseConnections:validation.walletPasswordRequired'),
  'Please enter a project ID': (t) => t('databaseConnections:validation.projectIdRequired'),
  'Please select a service account key file': (t) => t('databaseConnections:validation.keyRequired'),
  'Please enter a valid URL': (t) => t('databaseConnections:validation.invalidUrl'),
  'The API endpoint must be an https URL': (t) => t('databaseConnections:validation.endpointNotHttps'),
  'The API endpoint must not be a loopback, link-local or cloud metadata address': (t) => t('databaseConnections:validation.endpointForbiddenHost'),
  'Invalid file format': (t) => t('databaseConnections:files.invalidFormat'),
  'Invalid file name': (t) => t('databaseConnections:files.invalidFileName'),
};

/** Why a create, update or test was refused, when the user can act on it; undefined otherwise. */
export function refusalMessage(t: Translate, error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  if (error.code === 413) return fileRefusalMessage(t, 'tooLarge', WALLET_LIMITS);
  if (error.code === 415) return fileRefusalMessage(t, 'invalidType', WALLET_LIMITS);
  if (error.code === 400) return SERVER_MESSAGES[error.message]?.(t);
  return tooManyRequestsMessage(t, error);
}
