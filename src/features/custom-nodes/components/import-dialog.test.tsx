import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toDsl } from '../../../../mocks/areas/custom-nodes/dsl';
import { customNodes } from '../../../../mocks/areas/custom-nodes/table';
import { CUSTOM_NODE } from '../../../../mocks/fixtures/ids';
import { server } from '../../../../mocks/node';
import { getImportCustomNodeMockHandler } from '../../../generated/custom-nodes/custom-nodes.msw';
import type { CustomNode } from '../../../generated/model';
import { failCalls, renderRoute, toastText } from '../../../test/render-route';
import { testFile, useNodeUploads } from '../../../test/uploads';
import { ImportDialog } from './import-dialog';

// The dialog's files are jsdom's, as a browser hands them over (useNodeUploads swaps the global File later).
const JsdomFile = globalThis.File;
const aiws = (text: string, name = 'node.aiws') => new JsdomFile([new TextEncoder().encode(text)], name, { type: 'application/x-yaml' });

const ONE_MB = 1024 * 1024;

const ADDRESS = `kind: CustomNode
version: 1
customNode:
  name: 住所正規化
  description: 住所の表記ゆれを統一します
  parameters:
    - label: address
      dataType: PARAMETER_DATA_TYPE_STRING
      description: 住所
  outputVariable: normalized
  authentication:
    provider: AUTH_PROVIDER_GOOGLE
    scopes: [https://www.googleapis.com/auth/drive.readonly]
  code: |
    def run(address: str) -> str:
        return address.strip()
`;

const BROKEN = 'kind: CustomNode\nversion: 1\ncustomNode: [unclosed\n  name: x: y\n';

function open(language = 'en-us') {
  const onImported = vi.fn<(node: CustomNode) => void>();
  const onClose = vi.fn();
  const view = renderRoute(<ImportDialog projectId="prj_support" onClose={onClose} onImported={onImported} />, {
    path: '/poc/projects/:projectId/custom-nodes',
    url: '/poc/projects/prj_support/custom-nodes',
    language,
  });
  return { ...view, onImported, onClose };
}

const drop = (file: File) => fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [file], types: ['Files'] } });

/** The import requests that reach the backend (with their query), from now until the test ends. */
const stopCounting: (() => void)[] = [];
function countImports(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/custom-nodes/import')) seen.push(new URL(request.url).search);
  };
  server.events.on('request:start', listener);
  stopCounting.push(() => server.events.removeListener('request:start', listener));
  return seen;
}
afterEach(() => stopCounting.splice(0).forEach((stop) => stop()));

describe('ImportDialog', () => {
  useNodeUploads();

  it('refuses no file, broken YAML (with its line), a .txt and an oversize file without sending anything', async () => {
    const { user } = open();
    const imports = countImports();
    const dialog = screen.getByRole('dialog', { name: 'Import custom node' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(screen.getByTestId('aiws-missing')).toHaveTextContent('Please select a file.');

    drop(aiws(BROKEN, 'broken.aiws'));
    const problem = await screen.findByTestId('aiws-problem');
    expect(within(problem).getByText('Invalid YAML format')).toBeInTheDocument();
    expect(problem).toHaveTextContent('Line 3, column 14');
    expect(screen.getByTestId('aiws-problem-excerpt')).toHaveTextContent('customNode: [unclosed');
    expect(screen.queryByTestId('aiws-missing')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();

    drop(aiws(ADDRESS, 'node.txt'));
    await waitFor(() => expect(screen.getByTestId('aiws-problem')).toHaveTextContent('Invalid file type'));
    expect(screen.getByTestId('aiws-problem')).toHaveTextContent('Only .aiws files can be imported.');

    drop(testFile('big.aiws', ONE_MB + 1));
    await waitFor(() => expect(screen.getByTestId('aiws-problem')).toHaveTextContent('File size is too large. Maximum size is 1MB.'));
    expect(screen.getByTestId('aiws-file-name')).toHaveTextContent('big.aiws');

    drop(aiws('kind: Workflow\nversion: 1\nnodes: []\n', 'workflow.aiws'));
    await waitFor(() => expect(screen.getByTestId('aiws-problem')).toHaveTextContent('Failed to parse file'));
    expect(screen.getByTestId('aiws-problem')).toHaveTextContent('kind must be CustomNode.');
    expect(screen.getByTestId('aiws-problem')).toHaveTextContent('customNode is missing.');
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(imports).toHaveLength(0);
  });

  it('shows what a valid file holds and imports it', async () => {
    const { user, onImported } = open();
    const imports = countImports();
    drop(aiws(ADDRESS, '住所正規化.aiws'));
    const preview = await screen.findByRole('region', { name: 'Custom node to import' });
    expect(within(preview).getByTestId('aiws-preview-name')).toHaveTextContent('住所正規化');
    expect(within(preview).getByTestId('aiws-preview-parameters')).toHaveTextContent('1 parameter: address');
    expect(within(preview).getByTestId('aiws-preview-outputVariable')).toHaveTextContent('normalized');
    expect(within(preview).getByTestId('aiws-preview-authentication')).toHaveTextContent('Google (1 scope)');

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await toastText()).toBe('Imported custom node “住所正規化”');
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(onImported.mock.calls[0]![0]).toMatchObject({
      name: '住所正規化',
      outputVariable: 'normalized',
      authentication: { provider: 'AUTH_PROVIDER_GOOGLE' },
    });
    expect(imports).toEqual(['']);
  });

  it('on a name the project has, imports under a new name (checked: required, at most 20 characters)', async () => {
    const { user, onImported } = open();
    const imports = countImports();
    drop(aiws(toDsl(customNodes.find(CUSTOM_NODE.maskPii)!), 'mask.aiws'));
    await screen.findByRole('region', { name: 'Custom node to import' });
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const conflict = await screen.findByTestId('aiws-conflict');
    expect(conflict).toHaveTextContent('A custom node named “PII マスキング” already exists in this project.');
    expect(within(conflict).getByRole('radio', { name: 'Import as a new name' })).toBeChecked();
    const name = within(conflict).getByRole('textbox', { name: 'New name' });
    expect(name).toHaveValue('PII マスキング 2');
    expect(screen.queryByTestId('toast')).toBeNull();

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await within(conflict).findByText('Please enter a custom node name')).toBeInTheDocument();
    await user.type(name, 'あ'.repeat(21));
    expect(within(conflict).getByText('Custom node name must be 20 characters or less')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'PII マスキング');
    expect(within(conflict).getByText('“PII マスキング” already exists. Choose another name.')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'PII マスキング（検証）{Enter}');

    expect(await toastText()).toBe('Imported custom node “PII マスキング（検証）”');
    expect(onImported.mock.calls[0]![0]).toMatchObject({ name: 'PII マスキング（検証）', outputVariable: 'masked_text' });
    expect(onImported.mock.calls[0]![0].id).not.toBe(CUSTOM_NODE.maskPii);
    expect(imports).toEqual(['', `?name=${new URLSearchParams({ name: 'PII マスキング（検証）' }).toString().slice(5)}`]);
  });

  it('on a name the project has, replaces that node (it keeps its id)', async () => {
    const { user, onImported } = open();
    const imports = countImports();
    const file = toDsl(customNodes.find(CUSTOM_NODE.maskPii)!).replace(/description: .*\n/, 'description: 置き換え後の説明\n');
    drop(aiws(file, 'mask.aiws'));
    await screen.findByRole('region', { name: 'Custom node to import' });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const conflict = await screen.findByTestId('aiws-conflict');
    await user.click(within(conflict).getByRole('radio', { name: 'Replace the existing node' }));
    expect(within(conflict).queryByRole('textbox', { name: 'New name' })).toBeNull();
    expect(within(conflict).getByRole('radio', { name: 'Replace the existing node' })).toHaveAccessibleDescription(
      "It keeps its place in workflows and tools; its code, parameters and settings become the file's.",
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await toastText()).toBe('Imported custom node “PII マスキング”');
    expect(onImported.mock.calls[0]![0]).toMatchObject({ id: CUSTOM_NODE.maskPii, description: '置き換え後の説明' });
    expect(imports).toEqual(['', '?replace=true']);
  });

  it('says the backend’s refusals and failures, keeping the dialog open', async () => {
    const { user, onImported, onClose } = open();
    // Scopes are the provider's to offer: only the backend knows them.
    drop(aiws(ADDRESS.replace('https://www.googleapis.com/auth/drive.readonly', 'Files.Read.All'), 'scopes.aiws'));
    await screen.findByRole('region', { name: 'Custom node to import' });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const refusal = await screen.findByTestId('aiws-server-error');
    expect(refusal).toHaveTextContent('Invalid file format');
    expect(refusal).toHaveTextContent('customNode.authentication.scopes.0: Files.Read.All is not a scope offered by Google.');
    expect(await toastText()).toBe('Failed to import custom node. Please try again later.Invalid file format');

    failCalls(getImportCustomNodeMockHandler, 500);
    drop(aiws(ADDRESS, 'address.aiws'));
    await screen.findByRole('region', { name: 'Custom node to import' });
    expect(screen.queryByTestId('aiws-server-error')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(async () => expect(await toastText()).toBe('Failed to import custom node. Please try again later.'));
    expect(screen.getByRole('dialog', { name: 'Import custom node' })).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('checks and imports in Japanese', async () => {
    const { user, onImported } = open('ja-jp');
    const imports = countImports();
    const dialog = screen.getByRole('dialog', { name: 'カスタムノードをインポート' });
    drop(aiws(BROKEN, '壊れた.aiws'));
    const problem = await screen.findByTestId('aiws-problem');
    expect(problem).toHaveTextContent('YAML の形式が正しくありません');
    expect(problem).toHaveTextContent('3 行目、14 列目');
    drop(aiws(ADDRESS, 'メモ.txt'));
    await waitFor(() => expect(screen.getByTestId('aiws-problem')).toHaveTextContent('無効なファイル形式です'));
    drop(testFile('大きい.aiws', ONE_MB + 1));
    await waitFor(() => expect(screen.getByTestId('aiws-problem')).toHaveTextContent('ファイルサイズが大きすぎます。最大サイズは 1MB です。'));
    expect(imports).toHaveLength(0);

    drop(aiws(toDsl(customNodes.find(CUSTOM_NODE.maskPii)!), 'mask.aiws'));
    const preview = await screen.findByRole('region', { name: 'インポートするカスタムノード' });
    expect(within(preview).getByTestId('aiws-preview-parameters')).toHaveTextContent('2 個: text, mask_char');
    expect(within(preview).getByTestId('aiws-preview-authentication')).toHaveTextContent('不要');
    await user.click(within(dialog).getByRole('button', { name: 'インポート' }));
    const conflict = await screen.findByTestId('aiws-conflict');
    expect(conflict).toHaveTextContent('このプロジェクトには「PII マスキング」という名前のカスタムノードがすでにあります。');
    expect(within(conflict).getByRole('textbox', { name: '新しい名前' })).toHaveValue('PII マスキング 2');
    await user.click(within(dialog).getByRole('button', { name: 'インポート' }));
    expect(await toastText()).toBe('カスタムノード「PII マスキング 2」をインポートしました');
    expect(onImported).toHaveBeenCalledTimes(1);
  });
});
