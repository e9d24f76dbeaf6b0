import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_CONNECTION, PROJECT } from '../../mocks/fixtures/ids';
import { FAKE_PRIVATE_KEY, walletZipBytes } from '../../src/features/database-connections/testing/connection-files';
import { contractApi, resetMock } from './client';

const api = contractApi();
const base = `/studio/v1/projects/${PROJECT.invoice}/database-connections`;
/** What no answer may hold: the secrets' fields, their values, the wallet's content and the key's private key. */
const SECRETS = [
  '"password"',
  '"walletPassword"',
  '"serviceAccountKey"',
  '"serviceAccountKeyFile"',
  '"walletFile"',
  '"private_key"',
  'test-placeholder-private-key',
  FAKE_PRIVATE_KEY,
  'S3cret#pw',
  'Wa11et#pw',
  'tnsnames',
  'cwallet',
  'placeholder-not-a-real-key',
  'demo-placeholder',
];

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}
const wallet = (name = 'Wallet_contract.zip') => new File([new Uint8Array(2048).fill(80)], name, { type: 'application/zip' });
const serviceAccountKey = () =>
  new File(
    [
      JSON.stringify({
        type: 'service_account',
        project_id: 'acme-contract',
        private_key: 'test-placeholder-private-key',
        client_email: 'contract@acme-contract.iam.gserviceaccount.com',
      }),
    ],
    'contract-key.json',
    { type: 'application/json' },
  );
const oracle = () => ({
  type: 'DB_TYPE_ORACLE',
  name: '契約テストDB',
  username: 'CONTRACT_APP',
  password: 'S3cret#pw',
  connectionString: 'contractdb_high',
  walletFile: wallet(),
  walletPassword: 'Wa11et#pw',
});
const bigQuery = () => ({ type: 'DB_TYPE_BIGQUERY', name: 'Contract BQ', gcpProjectId: 'acme-contract', serviceAccountKeyFile: serviceAccountKey() });
const bigQuerySettings = () => {
  const { name: _n, ...settings } = bigQuery();
  return settings;
};

const expectNoSecrets = (body: unknown) => SECRETS.forEach((secret) => expect(JSON.stringify(body)).not.toContain(secret));

describe('contract: database connections', () => {
  beforeAll(resetMock);

  it('creates, lists, reads, tests, edits and deletes an Oracle connection without ever answering its secrets', async () => {
    const created = await api.post(base, form(oracle()));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'DB_TYPE_ORACLE', hasPassword: true, hasWalletPassword: true, walletFileName: 'Wallet_contract.zip' });
    expectNoSecrets(created.body);
    const list = await api.get(`${base}?page=1&pageSize=10&name=${encodeURIComponent('契約テスト')}`);
    expect(list.body.items.map((c: { id: string }) => c.id)).toEqual([created.body.id]);
    expectNoSecrets(list.body);
    expectNoSecrets((await api.get(`${base}/${created.body.id}`)).body);
    const tested = await api.post(`${base}/${created.body.id}/test`);
    expect(tested.body).toMatchObject({ success: true, serverVersion: expect.stringContaining('Oracle') });
    expectNoSecrets(tested.body);

    // Blank password and wallet password keep the stored ones.
    const edited = await api.patch(`${base}/${created.body.id}`, form({ name: '契約テストDB 2', password: '', walletPassword: '' }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: '契約テストDB 2', hasPassword: true, hasWalletPassword: true, walletFileName: 'Wallet_contract.zip' });
    expectNoSecrets(edited.body);

    expect((await api.delete(`${base}/${created.body.id}`)).status).toBe(204);
    const gone = await api.get(`${base}/${created.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 404, message: 'Database connection not found' });
  });

  it('creates a BigQuery connection located in asia-northeast1 unless told otherwise', async () => {
    const created = await api.post(base, form(bigQuery()));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'DB_TYPE_BIGQUERY',
      location: 'asia-northeast1',
      serviceAccountEmail: 'contract@acme-contract.iam.gserviceaccount.com',
    });
    expectNoSecrets(created.body);
    const moved = await api.patch(`${base}/${created.body.id}`, form({ location: 'US', apiEndpoint: 'https://bigquery.googleapis.com' }));
    expect(moved.body).toMatchObject({ location: 'US', apiEndpoint: 'https://bigquery.googleapis.com', serviceAccountKeyFileName: 'contract-key.json' });
    const seeded = await api.get(`${base}/${DATABASE_CONNECTION.bigqueryAnalytics}`);
    expect(seeded.body.location).toBe('asia-northeast1');
  });

  it('answers rule violations with the error schema and creates nothing', async () => {
    const before = (await api.get(base)).body.totalCount;
    const { password: _p, ...noPassword } = oracle();
    const missing = await api.post(base, form(noPassword));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 400, message: 'Please enter a password' });
    const { serviceAccountKeyFile: _k, ...noKey } = bigQuery();
    expect((await api.post(base, form(noKey))).body.message).toBe('Please select a service account key file');
    // The contract refuses these endpoints itself (format uri, https): Prism must, and the backend answers 400 with its message.
    await api.post(base, form({ ...bigQuery(), apiEndpoint: 'not a url' }), { expectRejected: true });
    const badUrl = await api.post(base, form({ ...bigQuery(), apiEndpoint: 'not a url' }), { direct: true });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body).toMatchObject({ code: 400, message: 'Please enter a valid URL' });
    const metadata = await api.post(base, form({ ...bigQuery(), apiEndpoint: 'https://169.254.169.254/computeMetadata/v1' }), { direct: true });
    expect(metadata.status).toBe(400);
    const wrongWallet = await api.post(base, form({ ...oracle(), walletFile: wallet('wallet.txt') }));
    expect(wrongWallet.status).toBe(415);
    expect(wrongWallet.body).toEqual({ code: 415, message: 'Invalid file type' });
    expect((await api.get(base)).body.totalCount).toBe(before);
  });

  it('refuses requests that break the contract', async () => {
    await api.post(base, form({ name: 'no type' }), { expectRejected: true });
    await api.post(base, form({ ...bigQuery(), type: 'DB_TYPE_MYSQL' }), { expectRejected: true });
    await api.patch(`${base}/${DATABASE_CONNECTION.oracleSales}`, form({ name: '' }), { expectRejected: true });
    await api.get(`${base}?pageSize=500`, { expectRejected: true });
  });

  it('tries settings before saving them (new, and an edit whose blank secrets are the stored ones), storing nothing', async () => {
    const tests = `/studio/v1/projects/${PROJECT.invoice}/database-connection-tests`;
    const before = (await api.get(base)).body.totalCount;
    const { name: _n, ...settings } = oracle();
    const ok = await api.post(
      tests,
      form({ ...settings, walletFile: new File([walletZipBytes() as BlobPart], 'Wallet_try.zip', { type: 'application/zip' }) }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, latencyMs: expect.any(Number), serverVersion: expect.any(String) });
    expectNoSecrets(ok.body);
    const down = await api.post(tests, form({ ...settings, connectionString: 'contractdb_unreachable' }));
    expect(down.body).toMatchObject({ success: false, message: expect.stringContaining('ORA-12154') });
    expect(down.body.latencyMs).toBeUndefined();
    const bq = bigQuerySettings();
    const bqOk = await api.post(tests, form(bq));
    expect(bqOk.body).toMatchObject({ success: true, message: 'Connected to BigQuery project acme-contract (asia-northeast1)' });
    expectNoSecrets(bqOk.body);
    const edit = await api.post(
      tests,
      form({ type: 'DB_TYPE_BIGQUERY', connectionId: DATABASE_CONNECTION.bigqueryAnalytics, gcpProjectId: 'acme-analytics-prod', location: 'EU' }),
    );
    expect(edit.body).toMatchObject({ success: true, message: 'Connected to BigQuery project acme-analytics-prod (EU)' });
    await api.post(tests, form({ ...bq, apiEndpoint: 'not a url' }), { expectRejected: true });
    const badUrl = await api.post(tests, form({ ...bq, apiEndpoint: 'not a url' }), { direct: true });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body).toMatchObject({ code: 400, message: 'Please enter a valid URL' });
    expect((await api.get(base)).body.totalCount).toBe(before);
    await api.post(tests, form({ name: 'no type' }), { expectRejected: true });
  });

  it('refuses to delete a connection a workflow queries, with the workflows that use it', async () => {
    const support = `/studio/v1/projects/${PROJECT.support}/database-connections`;
    const refused = await api.delete(`${support}/${DATABASE_CONNECTION.oracleSales}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 409, message: 'Cannot delete the database connection because it is used by: 問い合わせ振り分け' });
    expect((await api.get(`${support}/${DATABASE_CONNECTION.oracleSales}`)).status).toBe(200);
  });

  it('no answer of the connection operations holds a password, wallet or private key', async () => {
    const support = `/studio/v1/projects/${PROJECT.support}/database-connections`;
    const answers = [
      await api.get(support),
      await api.get(`${support}?pageSize=100`),
      await api.get(`${support}/${DATABASE_CONNECTION.oracleSales}`),
      await api.get(`${base}/${DATABASE_CONNECTION.bigqueryAnalytics}`),
      await api.post(`${support}/${DATABASE_CONNECTION.oracleSales}/test`),
      await api.post(`${base}/${DATABASE_CONNECTION.bigqueryAnalytics}/test`),
      await api.patch(`${support}/${DATABASE_CONNECTION.oracleSales}`, form({ password: 'S3cret#pw', walletPassword: 'Wa11et#pw' })),
      await api.patch(`${base}/${DATABASE_CONNECTION.bigqueryAnalytics}`, form({ serviceAccountKeyFile: serviceAccountKey() })),
      await api.delete(`${support}/${DATABASE_CONNECTION.oracleSales}`),
    ];
    const created = await api.post(
      support,
      form({ ...oracle(), walletFile: new File([walletZipBytes() as BlobPart], 'Wallet_all.zip', { type: 'application/zip' }) }),
    );
    answers.push(created, await api.post(`/studio/v1/projects/${PROJECT.support}/database-connection-tests`, form(bigQuerySettings())));
    answers.push(await api.delete(`${support}/${created.body.id}`));
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      expectNoSecrets(answer.body ?? {});
    }
    expect(JSON.stringify(answers.map((answer) => answer.body))).toContain('hasPassword');
  });
});
