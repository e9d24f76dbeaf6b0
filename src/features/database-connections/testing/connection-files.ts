/**
 * Fake connection files for tests (never real secrets): an Oracle wallet ZIP built with fflate around a
 * `tnsnames.ora` of the given aliases, and a service account key JSON whose private key is a placeholder.
 * Component tests, the mock's tests and the Playwright journeys build theirs here.
 */
import { strToU8, zipSync } from 'fflate';

export const FAKE_PRIVATE_KEY = 'FAKE-TEST-PRIVATE-KEY-not-a-real-key';

/** A tnsnames.ora defining `aliases` as Autonomous Database services do (high, medium, low …). */
export function tnsnamesText(aliases: readonly string[]): string {
  return [
    '# tnsnames.ora of a test wallet',
    ...aliases.map(
      (alias) =>
        `${alias} = (description= (retry_count=20)(retry_delay=3)(address=(protocol=tcps)(port=1522)(host=adb.ap-tokyo-1.oraclecloud.com))` +
        `(connect_data=(service_name=${alias}.adb.oraclecloud.com))(security=(ssl_server_dn_match=yes)))`,
    ),
    '',
  ].join('\n');
}

/** The bytes of a wallet ZIP: tnsnames.ora (unless `withoutTnsnames`), sqlnet.ora and a fake cwallet.sso. */
export function walletZipBytes({
  aliases = ['testdb_high', 'testdb_medium', 'testdb_low'],
  withoutTnsnames = false,
}: { aliases?: readonly string[]; withoutTnsnames?: boolean } = {}): Uint8Array {
  return zipSync({
    ...(withoutTnsnames ? {} : { 'tnsnames.ora': strToU8(tnsnamesText(aliases)) }),
    'sqlnet.ora': strToU8('WALLET_LOCATION = (SOURCE = (METHOD = file) (METHOD_DATA = (DIRECTORY="?/network/admin")))\nSSL_SERVER_DN_MATCH=yes\n'),
    'cwallet.sso': strToU8('fake wallet bytes for tests'),
    README: strToU8('A test wallet: not a real one.'),
  });
}

/** The JSON text of a service account key (its private key a placeholder). */
export function serviceAccountKeyText({ projectId = 'acme-test-project', clientEmail = 'studio-test@acme-test-project.iam.gserviceaccount.com' } = {}): string {
  return JSON.stringify(
    {
      type: 'service_account',
      project_id: projectId,
      private_key_id: '0123456789abcdef',
      private_key: FAKE_PRIVATE_KEY,
      client_email: clientEmail,
      client_id: '100000000000000000001',
      token_uri: 'https://oauth2.googleapis.com/token',
    },
    null,
    2,
  );
}
