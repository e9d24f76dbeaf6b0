import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/i18n';
import { connectionFormSchema, formValuesOf, settingsOf, storedSecretsOf, type ConnectionFormValues } from './forms';

const i18n = createTestI18n('en-us');
const t = i18n.t.bind(i18n);
const NOTHING_STORED = storedSecretsOf(undefined);
const wallet = new File(['zip'], 'Wallet_x.zip');
const key = new File(['{}'], 'key.json');

const messagesOf = (values: ConnectionFormValues, stored = NOTHING_STORED) => {
  const parsed = connectionFormSchema(t, stored).safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const oracle: ConnectionFormValues = {
  ...formValuesOf(undefined),
  name: '在庫DB',
  username: 'APP',
  password: 'p',
  connectionString: 'stock_high',
  walletFile: wallet,
  walletPassword: 'w',
};
const bigQuery: ConnectionFormValues = { ...formValuesOf(undefined), type: 'DB_TYPE_BIGQUERY', name: 'BQ', gcpProjectId: 'acme', serviceAccountKeyFile: key };

describe('the connection form (§5)', () => {
  it('Oracle: name, username, password, connection string, wallet ZIP and wallet password are required', () => {
    expect(messagesOf(oracle)).toEqual({});
    expect(messagesOf({ ...formValuesOf(undefined) })).toEqual({
      name: 'Please enter a connection name',
      walletFile: 'Please select a wallet ZIP file',
      connectionString: 'Please enter a connection string',
      username: 'Please enter a username',
      password: 'Please enter a password',
      walletPassword: 'Please enter a wallet password',
    });
    expect(messagesOf({ ...oracle, name: '   ' })).toEqual({ name: 'Please enter a connection name' });
    expect(messagesOf({ ...oracle, name: 'x'.repeat(51) })).toEqual({ name: 'Enter at most 50 characters' });
  });

  it('BigQuery: name, project ID and key are required; the endpoint, when given, is an https URL; location defaults to asia-northeast1', () => {
    expect(formValuesOf(undefined).location).toBe('asia-northeast1');
    expect(messagesOf(bigQuery)).toEqual({});
    expect(messagesOf({ ...bigQuery, gcpProjectId: '', serviceAccountKeyFile: null })).toEqual({
      serviceAccountKeyFile: 'Please select a service account key file',
      gcpProjectId: 'Please enter a project ID',
    });
    for (const apiEndpoint of ['bigquery.googleapis.com', 'not a url', 'https://', 'https://reader:pw@bq.example.com']) {
      expect(messagesOf({ ...bigQuery, apiEndpoint })).toEqual({ apiEndpoint: 'Please enter a valid URL' });
    }
    for (const apiEndpoint of ['http://bq.example.com', 'ftp://bq.example.com', 'javascript:alert(1)']) {
      expect(messagesOf({ ...bigQuery, apiEndpoint })).toEqual({ apiEndpoint: 'The API endpoint must be an https URL' });
    }
    expect(messagesOf({ ...bigQuery, apiEndpoint: 'https://bq.example.com/v2' })).toEqual({});
    expect(messagesOf({ ...bigQuery, apiEndpoint: ' https://private.googleapis.com/bigquery/v2 ' })).toEqual({});
  });

  it('BigQuery: the endpoint is never a loopback, link-local or cloud metadata address, however it is written', () => {
    const forbidden = { apiEndpoint: 'The API endpoint must not be a loopback, link-local or cloud metadata address (such as localhost or 169.254.169.254)' };
    for (const apiEndpoint of [
      'https://169.254.169.254/computeMetadata/v1/',
      'https://metadata.google.internal/',
      'https://metadata/',
      'https://100.100.100.200/',
      'https://[fd00:ec2::254]/',
      'https://[fe80::a:1]/',
      'https://[::ffff:169.254.169.254]/',
      'https://2852039166/',
      'https://localhost:9050',
      'https://127.1/',
      'https://[::1]/',
    ]) {
      expect(messagesOf({ ...bigQuery, apiEndpoint }), apiEndpoint).toEqual(forbidden);
    }
    // Near misses are ordinary hosts.
    for (const apiEndpoint of ['https://169.255.0.1/', 'https://metadata.example.com/', 'https://[fec0::1]/', 'https://100.100.100.201/']) {
      expect(messagesOf({ ...bigQuery, apiEndpoint }), apiEndpoint).toEqual({});
    }
  });

  it('on edit a blank password, wallet, wallet password or key keeps the stored one (not required)', () => {
    const storedOracle = { ...NOTHING_STORED, password: true, wallet: true, walletPassword: true };
    expect(messagesOf({ ...oracle, password: '', walletFile: null, walletPassword: '' }, storedOracle)).toEqual({});
    expect(messagesOf({ ...oracle, username: '' }, storedOracle)).toEqual({ username: 'Please enter a username' });
    expect(messagesOf({ ...bigQuery, serviceAccountKeyFile: null }, { ...NOTHING_STORED, serviceAccountKey: true })).toEqual({});
  });

  it('sends only the type’s fields; blank secrets and unchosen files are left out', () => {
    expect(settingsOf({ ...oracle, password: '', walletFile: null, gcpProjectId: 'ignored' })).toEqual({
      type: 'DB_TYPE_ORACLE',
      username: 'APP',
      connectionString: 'stock_high',
      walletPassword: 'w',
    });
    expect(settingsOf({ ...bigQuery, location: ' ', apiEndpoint: ' https://bq.example.com ', password: 'ignored' })).toEqual({
      type: 'DB_TYPE_BIGQUERY',
      gcpProjectId: 'acme',
      serviceAccountKeyFile: key,
      apiEndpoint: 'https://bq.example.com',
      location: 'asia-northeast1',
    });
  });
});
