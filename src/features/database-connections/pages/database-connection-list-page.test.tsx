import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { databaseConnections, type OracleConnectionRow } from '../../../../mocks/areas/database-connections/table';
import { DATABASE_CONNECTION } from '../../../../mocks/fixtures/ids';
import { server } from '../../../../mocks/node';
import {
  getCreateDatabaseConnectionMockHandler,
  getDeleteDatabaseConnectionMockHandler,
  getTestDatabaseConnectionMockHandler,
  getTestDatabaseConnectionSettingsMockHandler,
  getUpdateDatabaseConnectionMockHandler,
} from '../../../generated/database-connections/database-connections.msw';
import { failCalls, renderRoute, toastText } from '../../../test/render-route';
import { useNodeUploads } from '../../../test/uploads';
import { FAKE_PRIVATE_KEY, serviceAccountKeyText, walletZipBytes } from '../testing/connection-files';
import { DatabaseConnectionListPage } from './database-connection-list-page';

// The page's files are jsdom's, as a browser hands them over (useNodeUploads swaps the global File later).
const JsdomFile = globalThis.File;
const wallet = (bytes = walletZipBytes(), name = 'Wallet_testdb.zip') => new JsdomFile([bytes as BlobPart], name, { type: 'application/zip' });
const keyFile = (
  text = serviceAccountKeyText({ projectId: 'acme-bq-test', clientEmail: 'reader@acme-bq-test.iam.gserviceaccount.com' }),
  name = 'acme-bq-test.json',
) => new JsdomFile([text], name, { type: 'application/json' });

const PATH = '/poc/projects/:projectId/database-connections';
const URL = '/poc/projects/prj_support/database-connections';

function open(language = 'en-us') {
  return renderRoute(<DatabaseConnectionListPage />, { path: PATH, url: URL, language });
}
const grid = (name = 'Database connections') => screen.findByRole('grid', { name });
const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('[role="row"]') as HTMLElement;
const choose = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

/** Write requests of connections (and tests) that reach the backend, from now on. */
function countWrites(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') seen.push(`${request.method} ${new globalThis.URL(request.url).pathname}`);
  });
  return seen;
}

describe('DatabaseConnectionListPage', () => {
  useNodeUploads();

  it('lists the connections: name, type, target (alias and user, or project and location), updated', async () => {
    open();
    const table = await grid();
    const oracle = rowOf(table, '販売管理DB');
    expect(within(oracle).getByText('Oracle Autonomous Database')).toBeInTheDocument();
    expect(within(oracle).getByText('salesdb_high')).toBeInTheDocument();
    expect(within(oracle).getByText('as SALES_READER')).toBeInTheDocument();
    const bigQuery = rowOf(table, 'Support tickets');
    expect(within(bigQuery).getByText('BigQuery')).toBeInTheDocument();
    expect(within(bigQuery).getByText('acme-support-logs')).toBeInTheDocument();
    expect(within(bigQuery).getByText('in US')).toBeInTheDocument();
  });

  it('creates an Oracle connection from a wallet: its aliases as choices, tested before saving, secrets never shown', async () => {
    const { user } = open();
    await grid();
    await user.click(screen.getByRole('button', { name: 'New connection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New database connection' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), '在庫DB');
    choose(within(dialog).getByLabelText('Wallet ZIP'), wallet(walletZipBytes({ aliases: ['stock_high', 'stock_low'] })));
    expect(await within(dialog).findByText('Wallet_testdb.zip')).toBeInTheDocument();
    expect(within(dialog).getByText("Pick one of the wallet's 2 aliases, or enter a connect descriptor.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /^Connection string/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['stock_high', 'stock_low']);
    await user.click(screen.getByRole('option', { name: 'stock_high' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'STOCK_APP');
    await user.type(within(dialog).getByLabelText(/^Password/), 'test-only-1');
    await user.type(within(dialog).getByLabelText(/^Wallet password/), 'test-only-2');

    const writes = countWrites();
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    const ok = await within(dialog).findByText('Connected');
    const result = ok.closest('[role="status"]') as HTMLElement;
    expect(within(result).getByText(/Oracle Database 23ai/)).toBeInTheDocument();
    expect(within(result).getByText(/\d+ ms/)).toBeInTheDocument();
    expect(within(result).getByText('Connected to stock_high as STOCK_APP')).toBeInTheDocument();
    expect(writes).toEqual(['POST /studio/v1/projects/prj_support/database-connection-tests']);

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await toastText()).toBe('Created database connection “在庫DB”');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = await grid();
    expect(within(rowOf(table, '在庫DB')).getByText('stock_high')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('test-only-1');
    const saved = databaseConnections.where((row) => row.name === '在庫DB')[0]!;
    expect(saved.secrets).toMatchObject({ password: 'test-only-1', walletPassword: 'test-only-2' });
  });

  it('refuses a ZIP that is not a wallet and a JSON that is not a service account key, before sending', async () => {
    const { user } = open();
    await grid();
    await user.click(screen.getByRole('button', { name: 'New connection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New database connection' });
    const writes = countWrites();
    choose(within(dialog).getByLabelText('Wallet ZIP'), wallet(walletZipBytes({ withoutTnsnames: true })));
    expect(await within(dialog).findByText('This ZIP is not an Oracle wallet: it has no tnsnames.ora.')).toBeInTheDocument();
    choose(within(dialog).getByLabelText('Wallet ZIP'), new JsdomFile(['x'], 'wallet.txt'));
    expect(await within(dialog).findByText('Invalid file type')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'BigQuery' }));
    choose(within(dialog).getByLabelText('Service account key'), keyFile('{"type":"authorized_user"}', 'user.json'));
    expect(await within(dialog).findByText(/^Invalid file format/)).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('BigQuery: the key fills in the project ID and shows its service account; location defaults to asia-northeast1; an invalid, http or metadata endpoint is refused (Japanese)', async () => {
    const { user } = open('ja-jp');
    await grid('データベース接続');
    await user.click(screen.getByRole('button', { name: '新しい接続' }));
    const dialog = await screen.findByRole('dialog', { name: '新しいデータベース接続' });
    await user.click(within(dialog).getByRole('radio', { name: 'BigQuery' }));
    await user.click(within(dialog).getByRole('button', { name: '作成' }));
    expect(await within(dialog).findByText('接続名を入力してください')).toBeInTheDocument();
    expect(within(dialog).getByText('サービスアカウントキーのファイルを選択してください')).toBeInTheDocument();
    expect(within(dialog).getByText('プロジェクト ID を入力してください')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^ロケーション/ })).toHaveTextContent('asia-northeast1 — 東京');

    choose(within(dialog).getByLabelText('サービスアカウントキー'), keyFile());
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^プロジェクト ID/ })).toHaveValue('acme-bq-test'));
    expect(within(dialog).getByText('サービスアカウント: reader@acme-bq-test.iam.gserviceaccount.com')).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain(FAKE_PRIVATE_KEY);
    await user.type(within(dialog).getByRole('textbox', { name: /^名前/ }), '分析BQ');
    await user.type(within(dialog).getByRole('textbox', { name: /^API エンドポイント/ }), 'bigquery.example');
    await user.click(within(dialog).getByRole('button', { name: '作成' }));
    expect(await within(dialog).findByText('有効な URL を入力してください')).toBeInTheDocument();
    const endpoint = () => within(dialog).getByRole('textbox', { name: /^API エンドポイント/ });
    await user.clear(endpoint());
    await user.type(endpoint(), 'http://bigquery.example.com');
    await user.click(within(dialog).getByRole('button', { name: '作成' }));
    expect(await within(dialog).findByText('API エンドポイントには https の URL を入力してください')).toBeInTheDocument();
    await user.clear(endpoint());
    await user.type(endpoint(), 'https://169.254.169.254/computeMetadata/v1');
    await user.click(within(dialog).getByRole('button', { name: '作成' }));
    expect(await within(dialog).findByText(/^API エンドポイントにはループバック、リンクローカル、クラウドのメタデータのアドレス/)).toBeInTheDocument();
    expect(databaseConnections.where((row) => row.name === '分析BQ')).toHaveLength(0);
    await user.clear(endpoint());
    await user.type(endpoint(), 'https://bigquery.example.com');
    await user.click(within(dialog).getByRole('button', { name: '作成' }));
    expect(await toastText()).toBe('データベース接続「分析BQ」を作成しました');
    const saved = databaseConnections.where((row) => row.name === '分析BQ')[0]!;
    expect(saved).toMatchObject({
      gcpProjectId: 'acme-bq-test',
      location: 'asia-northeast1',
      apiEndpoint: 'https://bigquery.example.com',
      serviceAccountEmail: 'reader@acme-bq-test.iam.gserviceaccount.com',
    });
  });

  it("BigQuery: the location says its default; a test before saving connects to the key's project there, with the API version", async () => {
    const { user } = open();
    await grid();
    await user.click(screen.getByRole('button', { name: 'New connection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New database connection' });
    await user.click(within(dialog).getByRole('radio', { name: 'BigQuery' }));
    expect(within(dialog).getByText(/Default: asia-northeast1\./)).toBeInTheDocument();
    choose(within(dialog).getByLabelText('Service account key'), keyFile());
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Project ID/ })).toHaveValue('acme-bq-test'));
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    const result = (await within(dialog).findByText('Connected to BigQuery project acme-bq-test (asia-northeast1)')).closest('[role="status"]') as HTMLElement;
    expect(result).toHaveTextContent('BigQuery API v2');
  });

  it('edit: secrets show as set; saving with them blank keeps the stored ones; a test failing shows its message', async () => {
    const { user } = open();
    const table = await grid();
    const before = structuredClone(databaseConnections.get(DATABASE_CONNECTION.oracleSales).secrets);
    await user.click(within(rowOf(table, '販売管理DB')).getByRole('button', { name: '販売管理DB' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “販売管理DB”' });
    const password = within(dialog).getByRole('group', { name: 'Password' });
    expect(within(password).getByText(/^Set on /)).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Wallet ZIP' })).toHaveTextContent('Wallet_salesdb.zip');
    expect(within(dialog).getByTestId('connection-type')).toHaveTextContent('Oracle Autonomous Database');
    expect(within(dialog).queryByRole('radio')).toBeNull();

    const connectionString = within(dialog).getByRole('combobox', { name: /^Connection string/ });
    await user.clear(connectionString);
    await user.type(connectionString, 'salesdb_unreachable');
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    const failed = await within(dialog).findByText('Could not connect');
    expect(failed.closest('[role="status"]')).toHaveTextContent('ORA-12154');
    expect((databaseConnections.get(DATABASE_CONNECTION.oracleSales) as OracleConnectionRow).connectionString).toBe('salesdb_high');

    await user.clear(connectionString);
    await user.type(connectionString, 'salesdb_medium');
    await user.click(within(password).getByRole('button', { name: 'Replace Password' }));
    expect(within(dialog).getByLabelText(/^Password/)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toastText()).toBe('Updated database connection “販売管理DB”');
    const after = databaseConnections.get(DATABASE_CONNECTION.oracleSales) as OracleConnectionRow;
    expect(after.connectionString).toBe('salesdb_medium');
    expect(after.secrets).toEqual(before);
  });

  it('edit BigQuery: replacing the key is explicit; the new key fills in its project ID and shows its service account', async () => {
    const { user } = open();
    const table = await grid();
    await user.click(within(rowOf(table, 'Support tickets')).getByRole('button', { name: 'Support tickets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Support tickets”' });
    const stored = within(dialog).getByRole('group', { name: 'Service account key' });
    expect(stored).toHaveTextContent(/Set on .*Service account: ticket-export@acme-support-logs\.iam\.gserviceaccount\.com/);
    expect(within(dialog).queryByLabelText('Service account key', { selector: 'input' })).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: /^Location/ })).toHaveTextContent('US — United States (multi-region)');
    await user.click(within(stored).getByRole('button', { name: 'Replace Service account key' }));
    choose(
      within(dialog).getByLabelText('Service account key', { selector: 'input' }),
      keyFile(serviceAccountKeyText({ projectId: 'acme-support-v2', clientEmail: 'v2@acme-support-v2.iam.gserviceaccount.com' }), 'v2.json'),
    );
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Project ID/ })).toHaveValue('acme-support-v2'));
    expect(within(dialog).getByText('Service account: v2@acme-support-v2.iam.gserviceaccount.com')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toastText()).toBe('Updated database connection “Support tickets”');
    expect(databaseConnections.get('dbc_bq_tickets')).toMatchObject({
      gcpProjectId: 'acme-support-v2',
      serviceAccountEmail: 'v2@acme-support-v2.iam.gserviceaccount.com',
      serviceAccountKeyFileName: 'v2.json',
      location: 'US',
    });
  });

  it('a failed test before saving and a failed save say so and keep everything typed', async () => {
    failCalls(getCreateDatabaseConnectionMockHandler);
    const { user } = open();
    await grid();
    await user.click(screen.getByRole('button', { name: 'New connection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New database connection' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'BQ 2');
    await user.click(within(dialog).getByRole('radio', { name: 'BigQuery' }));
    choose(within(dialog).getByLabelText('Service account key'), keyFile());
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Project ID/ })).toHaveValue('acme-bq-test'));
    failCalls(getTestDatabaseConnectionSettingsMockHandler);
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to execute connection test. Please try again later.');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await toastText()).toContain('Failed to create database connection. Please try again later.');
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('BQ 2');
    expect(within(dialog).getByText('acme-bq-test.json')).toBeInTheDocument();
  });

  it('a failed update keeps the name typed; a failed test from the menu and a failed delete say so', async () => {
    failCalls(getUpdateDatabaseConnectionMockHandler);
    failCalls(getTestDatabaseConnectionMockHandler);
    failCalls(getDeleteDatabaseConnectionMockHandler);
    const { user } = open();
    const table = await grid();
    await user.click(within(rowOf(table, 'Legacy DWH')).getByRole('button', { name: 'Legacy DWH' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit “Legacy DWH”' });
    await user.type(within(edit).getByRole('textbox', { name: /^Name/ }), ' (old)');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await toastText()).toContain('Failed to update database connection. Please try again later.');
    expect(within(edit).getByRole('textbox', { name: /^Name/ })).toHaveValue('Legacy DWH (old)');

    const rowActions = () => within(rowOf(table, 'Legacy DWH')).getByRole('button', { name: 'Actions for Legacy DWH' });
    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(rowActions());
    await user.click(await screen.findByRole('menuitem', { name: 'Test connection' }));
    const test = await screen.findByRole('dialog', { name: 'Test “Legacy DWH”' });
    expect(await within(test).findByRole('alert')).toHaveTextContent('Failed to execute connection test. Please try again later.');
    await user.click(within(test).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(rowActions());
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const remove = await screen.findByRole('dialog', { name: 'Delete database connection' });
    await user.type(within(remove).getByRole('textbox'), 'Legacy DWH');
    await user.click(within(remove).getByRole('button', { name: 'Delete' }));
    expect(await within(remove).findByText('Failed to delete database connection. Please try again later.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('toast')
          .map((toast) => toast.textContent)
          .join(' '),
      ).toContain('Failed to delete database connection. Please try again later.'),
    );
  });

  it('refuses to delete a connection a workflow queries, naming the workflow, in a toast and the dialog (Japanese)', async () => {
    const { user } = open('ja-jp');
    const table = await grid('データベース接続');
    await user.click(within(rowOf(table, '販売管理DB')).getByRole('button', { name: '販売管理DB の操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '削除' }));
    const dialog = await screen.findByRole('dialog', { name: 'データベース接続を削除' });
    await user.type(within(dialog).getByRole('textbox'), '販売管理DB');
    await user.click(within(dialog).getByRole('button', { name: '削除' }));
    expect(
      await within(dialog).findByText(
        'この接続は次のワークフローのデータベースステップで使われています: 問い合わせ振り分け。先にそちらで別の接続を選んでください。',
      ),
    ).toBeInTheDocument();
    expect(await toastText()).toContain('データベース接続の削除に失敗しました。しばらくしてから再度お試しください。');
  });

  it('refuses to delete a connection a workflow queries, naming the workflow', async () => {
    const { user } = open();
    const table = await grid();
    await user.click(within(rowOf(table, '販売管理DB')).getByRole('button', { name: 'Actions for 販売管理DB' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete database connection' });
    await user.type(within(dialog).getByRole('textbox'), '販売管理DB');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(
        'This connection is used by the database steps of these workflows: 問い合わせ振り分け. Choose another connection there first.',
      ),
    ).toBeInTheDocument();
    expect(databaseConnections.find(DATABASE_CONNECTION.oracleSales)).toBeDefined();
  });

  it('tests a saved connection from its menu, changing nothing', async () => {
    const { user } = open();
    const table = await grid();
    await user.click(within(rowOf(table, 'Legacy DWH')).getByRole('button', { name: 'Actions for Legacy DWH' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Test connection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test “Legacy DWH”' });
    expect(await within(dialog).findByText('Could not connect')).toBeInTheDocument();
    expect(within(dialog).getByText(/ORA-12154/)).toBeInTheDocument();
  });
});
