import { describe, expect, it } from 'vitest';
import { DATABASE_CONNECTION, PROJECT } from '../../fixtures/ids';
import { mockApi } from '../../lib/test-client';
import { serviceAccountKeyJson } from './table';

const api = mockApi();
const base = `/studio/v1/projects/${PROJECT.support}/database-connections`;
const invoiceBase = `/studio/v1/projects/${PROJECT.invoice}/database-connections`;
const SECRET_KEYS = ['password', 'walletPassword', 'walletFile', 'serviceAccountKey', 'serviceAccountKeyFile', 'secrets', 'private_key'];

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}
const wallet = (name = 'Wallet_newdb.zip', size = 4096) => new File([new Uint8Array(size)], name, { type: 'application/zip' });
const keyFile = (content = serviceAccountKeyJson('acme-new', 'bot@acme-new.iam.gserviceaccount.com'), name = 'key.json') =>
  new File([content], name, { type: 'application/json' });

const oracleFields = () => ({
  type: 'DB_TYPE_ORACLE',
  name: '在庫DB',
  username: 'STOCK_APP',
  password: 'demo-placeholder-1',
  connectionString: 'stockdb_high',
  walletFile: wallet(),
  walletPassword: 'demo-placeholder-2',
});
const bigQueryFields = () => ({ type: 'DB_TYPE_BIGQUERY', name: 'BQ sandbox', gcpProjectId: 'acme-new', serviceAccountKeyFile: keyFile() });

function expectNoSecrets(body: unknown): void {
  const text = JSON.stringify(body);
  for (const key of SECRET_KEYS) expect(text).not.toContain(`"${key}"`);
  expect(text).not.toContain('demo-placeholder-1');
  expect(text).not.toContain('demo-placeholder-2');
  expect(text).not.toContain('placeholder-not-a-real-key');
}

describe('database connections (mock backend)', () => {
  it('lists the seeded Oracle and BigQuery connections without secrets', async () => {
    const list = await api.get(base);
    expect(list.status).toBe(200);
    expect(list.body.items.map((c: { type: string }) => c.type).sort()).toEqual(['DB_TYPE_BIGQUERY', 'DB_TYPE_ORACLE', 'DB_TYPE_ORACLE', 'DB_TYPE_ORACLE']);
    expectNoSecrets(list.body);
    const oracle = await api.get(`${base}/${DATABASE_CONNECTION.oracleSales}`);
    expect(oracle.body).toMatchObject({ name: '販売管理DB', hasPassword: true, hasWalletPassword: true, walletFileName: 'Wallet_salesdb.zip' });
    const bq = await api.get(`/studio/v1/projects/${PROJECT.invoice}/database-connections/${DATABASE_CONNECTION.bigqueryAnalytics}`);
    expect(bq.body).toMatchObject({ type: 'DB_TYPE_BIGQUERY', location: 'asia-northeast1', gcpProjectId: 'acme-analytics-prod' });
    const filtered = await api.get(`${base}?name=${encodeURIComponent('販売')}`);
    expect(filtered.body.totalCount).toBe(1);
  });

  it('creates an Oracle connection that is listed, never answers its secrets, and deletes it', async () => {
    const created = await api.post(base, form(oracleFields()));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'DB_TYPE_ORACLE',
      name: '在庫DB',
      hasPassword: true,
      hasWalletPassword: true,
      walletFileName: 'Wallet_newdb.zip',
    });
    expectNoSecrets(created.body);
    expect((await api.get(base)).body.items[0].id).toBe(created.body.id);
    expectNoSecrets((await api.get(`${base}/${created.body.id}`)).body);
    expect((await api.delete(`${base}/${created.body.id}`)).status).toBe(204);
    expect((await api.get(`${base}/${created.body.id}`)).status).toBe(404);
  });

  it('creates a BigQuery connection with asia-northeast1 as the default location', async () => {
    const created = await api.post(base, form(bigQueryFields()));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'DB_TYPE_BIGQUERY',
      location: 'asia-northeast1',
      serviceAccountKeyFileName: 'key.json',
      serviceAccountEmail: 'bot@acme-new.iam.gserviceaccount.com',
    });
    expect(created.body.apiEndpoint).toBeUndefined();
    expectNoSecrets(created.body);
    const blankLocation = await api.post(base, form({ ...bigQueryFields(), location: ' ', apiEndpoint: 'https://bq.example.com/v2' }));
    expect(blankLocation.body).toMatchObject({ location: 'asia-northeast1', apiEndpoint: 'https://bq.example.com/v2' });
    const us = await api.post(base, form({ ...bigQueryFields(), location: 'US' }));
    expect(us.body.location).toBe('US');
  });

  it('refuses missing required fields per type and creates nothing', async () => {
    const before = (await api.get(base)).body.totalCount;
    const { walletPassword: _w, password: _p, ...noSecrets } = oracleFields();
    const oracle = await api.post(base, form(noSecrets));
    expect(oracle.status).toBe(400);
    expect(oracle.body).toEqual({
      code: 400,
      message: 'Please enter a password',
      details: [
        { field: 'password', message: 'Please enter a password' },
        { field: 'walletPassword', message: 'Please enter a wallet password' },
      ],
    });
    const { walletFile: _f, ...noWallet } = oracleFields();
    expect((await api.post(base, form(noWallet))).body.message).toBe('Please select a wallet ZIP file');
    const { serviceAccountKeyFile: _k, ...noKey } = bigQueryFields();
    expect((await api.post(base, form(noKey))).body.message).toBe('Please select a service account key file');
    expect((await api.post(base, form({ ...bigQueryFields(), gcpProjectId: '' }))).body.message).toBe('Please enter a project ID');
    expect((await api.post(base, form({ ...bigQueryFields(), name: '  ' }))).body.message).toBe('Please enter a connection name');
    const mixed = await api.post(base, form({ ...bigQueryFields(), username: 'SCOTT' }));
    expect(mixed.body.details).toEqual([{ field: 'username', message: 'Not a field of DB_TYPE_BIGQUERY' }]);
    const noType = await api.post(base, form({ name: 'x' }));
    expect(noType.status).toBe(400);
    expect((await api.get(base)).body.totalCount).toBe(before);
  });

  it('refuses an invalid API endpoint URL', async () => {
    const refusal = (message: string) => ({ code: 400, message, details: [{ field: 'apiEndpoint', message }] });
    for (const apiEndpoint of ['not a url', 'bigquery.googleapis.com', 'https://', 'https://reader:pw@bq.example.com']) {
      const refused = await api.post(base, form({ ...bigQueryFields(), apiEndpoint }));
      expect(refused.status, apiEndpoint).toBe(400);
      expect(refused.body).toEqual(refusal('Please enter a valid URL'));
    }
    for (const apiEndpoint of ['http://bq.example.com', 'ftp://bq.example.com', 'javascript:alert(1)']) {
      expect((await api.post(base, form({ ...bigQueryFields(), apiEndpoint }))).body, apiEndpoint).toEqual(refusal('The API endpoint must be an https URL'));
    }
    const patched = await api.patch(
      `/studio/v1/projects/${PROJECT.invoice}/database-connections/${DATABASE_CONNECTION.bigqueryAnalytics}`,
      form({ apiEndpoint: 'nope' }),
    );
    expect(patched.status).toBe(400);
  });

  it('refuses an API endpoint inside the backend’s network: loopback, link-local, cloud metadata — however written', async () => {
    const total = (await api.get(base)).body.totalCount;
    const forbidden = [
      'https://169.254.169.254/computeMetadata/v1/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://METADATA.google.internal./',
      'https://metadata/',
      'https://100.100.100.200/latest/meta-data/',
      'https://[fd00:ec2::254]/latest/meta-data/',
      'https://[fe80::1]/',
      'https://[::ffff:169.254.169.254]/',
      'https://2852039166/', // 169.254.169.254 as one decimal number
      'https://0xA9FEA9FE/',
      'https://localhost:9050/bigquery/v2',
      'https://api.localhost/',
      'https://127.0.0.1/',
      'https://[::1]/',
      'https://0.0.0.0/',
    ];
    const message = 'The API endpoint must not be a loopback, link-local or cloud metadata address';
    for (const apiEndpoint of forbidden) {
      const refused = await api.post(base, form({ ...bigQueryFields(), apiEndpoint }));
      expect(refused.body, apiEndpoint).toEqual({ code: 400, message, details: [{ field: 'apiEndpoint', message }] });
    }
    expect((await api.get(base)).body.totalCount).toBe(total);
    const bqUrl = `${invoiceBase}/${DATABASE_CONNECTION.bigqueryAnalytics}`;
    expect((await api.patch(bqUrl, form({ apiEndpoint: 'https://169.254.169.254/' }))).body.message).toBe(message);
    expect((await api.get(bqUrl)).body.apiEndpoint).toBeUndefined();
    const tests = `/studio/v1/projects/${PROJECT.invoice}/database-connection-tests`;
    expect(
      (
        await api.post(
          tests,
          form({
            type: 'DB_TYPE_BIGQUERY',
            gcpProjectId: 'x',
            connectionId: DATABASE_CONNECTION.bigqueryAnalytics,
            apiEndpoint: 'https://metadata.google.internal/',
          }),
        )
      ).body.message,
    ).toBe(message);

    // An ordinary https endpoint is stored; an empty one on edit removes it.
    const privateEndpoint = await api.patch(bqUrl, form({ apiEndpoint: 'https://private.googleapis.com/bigquery/v2' }));
    expect(privateEndpoint.body.apiEndpoint).toBe('https://private.googleapis.com/bigquery/v2');
    const removed = await api.patch(bqUrl, form({ apiEndpoint: '' }));
    expect(removed.status).toBe(200);
    expect(removed.body.apiEndpoint).toBeUndefined();
  });

  it('refuses a wallet or key whose file name is a path, and stores nothing', async () => {
    const total = (await api.get(base)).body.totalCount;
    const invalid = { code: 400, message: 'Invalid file name' };
    for (const name of ['../../../etc/evil.zip', 'wallets\\evil.zip', 'evil\u0000.zip']) {
      expect((await api.post(base, form({ ...oracleFields(), walletFile: wallet(name) }))).body, name).toEqual({
        ...invalid,
        details: [{ field: 'walletFile', message: 'Invalid file name' }],
      });
    }
    const key = await api.post(base, form({ ...bigQueryFields(), serviceAccountKeyFile: keyFile(undefined, '../keys/key.json') }));
    expect(key.body).toEqual({ ...invalid, details: [{ field: 'serviceAccountKeyFile', message: 'Invalid file name' }] });
    expect((await api.get(base)).body.totalCount).toBe(total);
    const edited = await api.patch(`${base}/${DATABASE_CONNECTION.oracleSales}`, form({ walletFile: wallet('/tmp/Wallet.zip') }));
    expect(edited.status).toBe(400);
    expect((await api.get(`${base}/${DATABASE_CONNECTION.oracleSales}`)).body.walletFileName).toBe('Wallet_salesdb.zip');
  });

  it('refuses wrong or oversize files', async () => {
    const zipAsTxt = await api.post(base, form({ ...oracleFields(), walletFile: wallet('wallet.txt') }));
    expect(zipAsTxt.status).toBe(415);
    expect(zipAsTxt.body).toEqual({ code: 415, message: 'Invalid file type' });
    const big = await api.post(base, form({ ...oracleFields(), walletFile: wallet('big.zip', 1024 * 1024 + 1) }));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('File size is too large. Maximum size is 1MB.');
    const notAKey = await api.post(base, form({ ...bigQueryFields(), serviceAccountKeyFile: keyFile('{"hello":1}') }));
    expect(notAKey.body).toMatchObject({ code: 400, message: 'Invalid file format' });
    const brokenJson = await api.post(base, form({ ...bigQueryFields(), serviceAccountKeyFile: keyFile('{') }));
    expect(brokenJson.status).toBe(400);
    const json = await api.raw('POST', base, '{"type":"DB_TYPE_ORACLE"}', { 'content-type': 'application/json' });
    expect(json.status).toBe(400);
  });

  it('keeps the stored secrets when the password, wallet or key is blank on edit', async () => {
    const url = `${base}/${DATABASE_CONNECTION.oracleSales}`;
    const { databaseConnections } = await import('./table');
    const before = structuredClone(databaseConnections.get(DATABASE_CONNECTION.oracleSales).secrets);
    const edited = await api.patch(url, form({ name: '販売管理DB (本番)', password: '', walletPassword: '', walletFile: new File([], '') }));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ name: '販売管理DB (本番)', hasPassword: true, walletFileName: 'Wallet_salesdb.zip' });
    expectNoSecrets(edited.body);
    expect(databaseConnections.get(DATABASE_CONNECTION.oracleSales).secrets).toEqual(before);

    const changed = await api.patch(url, form({ password: 'demo-placeholder-3', walletFile: wallet('Wallet_v2.zip') }));
    expect(changed.body.walletFileName).toBe('Wallet_v2.zip');
    expect(databaseConnections.get(DATABASE_CONNECTION.oracleSales).secrets).toMatchObject({
      password: 'demo-placeholder-3',
      walletPassword: before.walletPassword,
    });

    const bqUrl = `/studio/v1/projects/${PROJECT.invoice}/database-connections/${DATABASE_CONNECTION.bigqueryAnalytics}`;
    const bqBefore = databaseConnections.get(DATABASE_CONNECTION.bigqueryAnalytics).secrets.serviceAccountKey;
    const bq = await api.patch(bqUrl, form({ location: '', gcpProjectId: 'acme-analytics-stg' }));
    expect(bq.body).toMatchObject({
      gcpProjectId: 'acme-analytics-stg',
      location: 'asia-northeast1',
      serviceAccountKeyFileName: expect.stringContaining('.json'),
    });
    expect(databaseConnections.get(DATABASE_CONNECTION.bigqueryAnalytics).secrets.serviceAccountKey).toBe(bqBefore);
    expect((await api.patch(url, form({ username: ' ' }))).body.message).toBe('Please enter a username');
  });

  it('tests a connection', async () => {
    const ok = await api.post(`${base}/${DATABASE_CONNECTION.oracleSales}/test`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, message: 'Connected to salesdb_high as SALES_READER' });
    expect(ok.body).toMatchObject({ serverVersion: expect.stringContaining('Oracle Database'), latencyMs: expect.any(Number) });
    const down = await api.post(`${base}/dbc_oracle_legacy/test`);
    expect(down.body).toMatchObject({ success: false, message: expect.stringContaining('ORA-12154') });
    expect((await api.post(`${invoiceBase}/dbc_oracle_legacy/test`)).status).toBe(404);
  });

  it('answers when each secret was set, and moves only the ones replaced', async () => {
    const { clock } = await import('../../lib/clock');
    const url = `${base}/${DATABASE_CONNECTION.oracleSales}`;
    const before = (await api.get(url)).body;
    expect(before).toMatchObject({ passwordSetAt: expect.any(String), walletSetAt: expect.any(String), walletPasswordSetAt: expect.any(String) });
    clock.advance(60_000);
    const after = (await api.patch(url, form({ password: 'demo-placeholder-4', walletPassword: '' }))).body;
    expect(after.passwordSetAt).not.toBe(before.passwordSetAt);
    expect(after.walletPasswordSetAt).toBe(before.walletPasswordSetAt);
    expect(after.walletSetAt).toBe(before.walletSetAt);
    const bq = (await api.get(`${invoiceBase}/${DATABASE_CONNECTION.bigqueryAnalytics}`)).body;
    expect(bq.serviceAccountKeySetAt).toEqual(expect.any(String));
  });

  it('refuses to delete a connection a workflow queries, naming the workflow', async () => {
    const before = (await api.get(base)).body.totalCount;
    const refused = await api.delete(`${base}/${DATABASE_CONNECTION.oracleSales}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 409, message: 'Cannot delete the database connection because it is used by: 問い合わせ振り分け' });
    expect((await api.get(base)).body.totalCount).toBe(before);
    const bq = await api.delete(`${invoiceBase}/${DATABASE_CONNECTION.bigqueryAnalytics}`);
    expect(bq.body.message).toBe('Cannot delete the database connection because it is used by: 請求書チェック');
    expect((await api.delete(`${base}/dbc_oracle_legacy`)).status).toBe(204);
  });

  it('tests settings before they are saved, storing nothing', async () => {
    const tests = `/studio/v1/projects/${PROJECT.support}/database-connection-tests`;
    const before = (await api.get(base)).body.totalCount;
    const { name: _n, ...settings } = oracleFields();
    const ok = await api.post(tests, form(settings));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ success: true, message: 'Connected to stockdb_high as STOCK_APP', serverVersion: expect.stringContaining('Oracle') });
    const down = await api.post(tests, form({ ...settings, connectionString: 'stockdb_unreachable' }));
    expect(down.body).toMatchObject({ success: false, message: expect.stringContaining('ORA-12154') });
    const wrong = await api.post(tests, form({ ...settings, password: 'wrong-one' }));
    expect(wrong.body).toMatchObject({ success: false, message: expect.stringContaining('ORA-01017') });
    const { password: _p, ...noPassword } = settings;
    expect((await api.post(tests, form(noPassword))).body.message).toBe('Please enter a password');
    expect((await api.get(base)).body.totalCount).toBe(before);

    // An edit being tried: blank secrets and no wallet are the stored connection's.
    const edit = await api.post(
      tests,
      form({
        type: 'DB_TYPE_ORACLE',
        connectionId: DATABASE_CONNECTION.oracleSales,
        username: 'SALES_READER',
        connectionString: 'salesdb_low',
        password: '',
        walletPassword: '',
      }),
    );
    expect(edit.body).toMatchObject({ success: true, message: 'Connected to salesdb_low as SALES_READER' });
    const otherType = await api.post(tests, form({ type: 'DB_TYPE_BIGQUERY', connectionId: DATABASE_CONNECTION.oracleSales, gcpProjectId: 'x' }));
    expect(otherType.status).toBe(400);
    const otherProject = await api.post(
      `/studio/v1/projects/${PROJECT.invoice}/database-connection-tests`,
      form({ ...settings, connectionId: 'dbc_oracle_legacy' }),
    );
    expect(otherProject.status).toBe(404);

    const { name: _b, ...bq } = bigQueryFields();
    const bqOk = await api.post(tests, form(bq));
    expect(bqOk.body).toMatchObject({ success: true, message: 'Connected to BigQuery project acme-new (asia-northeast1)' });
    expect((await api.post(tests, form({ ...bq, apiEndpoint: 'no url' }))).body.message).toBe('Please enter a valid URL');
    expect((await api.post(tests, form({ ...bq, serviceAccountKeyFile: keyFile('{"a":1}') }))).body.message).toBe('Invalid file format');
    expect(JSON.stringify(bqOk.body)).not.toContain('placeholder-not-a-real-key');
  });

  it('no answer of any connection operation holds a password, wallet or private key', async () => {
    const tests = `/studio/v1/projects/${PROJECT.support}/database-connection-tests`;
    const { name: _o, ...oracleSettings } = oracleFields();
    const { name: _b, ...bigQuerySettings } = bigQueryFields();
    const created = await api.post(base, form(oracleFields()));
    const createdBq = await api.post(base, form(bigQueryFields()));
    const answers = [
      created,
      createdBq,
      await api.get(base),
      await api.get(`${base}/${created.body.id}`),
      await api.get(`${base}/${createdBq.body.id}`),
      await api.patch(`${base}/${created.body.id}`, form({ password: 'demo-placeholder-1', walletPassword: 'demo-placeholder-2', walletFile: wallet() })),
      await api.patch(`${base}/${createdBq.body.id}`, form({ serviceAccountKeyFile: keyFile() })),
      await api.post(`${base}/${created.body.id}/test`),
      await api.post(`${base}/${createdBq.body.id}/test`),
      await api.post(tests, form(oracleSettings)),
      await api.post(tests, form({ ...oracleSettings, connectionString: 'x_unreachable' })),
      await api.post(tests, form(bigQuerySettings)),
      await api.post(tests, form({ type: 'DB_TYPE_ORACLE', connectionId: created.body.id, username: 'STOCK_APP', connectionString: 'stockdb_high' })),
      await api.delete(`${base}/${DATABASE_CONNECTION.oracleSales}`),
      await api.delete(`${base}/${created.body.id}`),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 409, 204]);
    for (const answer of answers) expectNoSecrets(answer.body ?? {});
  });
});
