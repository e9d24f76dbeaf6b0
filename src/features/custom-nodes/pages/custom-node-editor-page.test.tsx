import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { getRunCustomNodePreviewMockHandler, getUpdateCustomNodeMockHandler } from '../../../generated/custom-nodes/custom-nodes.msw';
import { failCalls, renderRoute, toastText } from '../../../test/render-route';
import { CustomNodeEditorPage } from './custom-node-editor-page';

const PATH = '/poc/projects/:projectId/custom-nodes/:customNodeId';

function open(search = '', language = 'en-us') {
  return renderRoute(<CustomNodeEditorPage />, { path: PATH, url: `/poc/projects/prj_support/custom-nodes/cn_priority_score${search}`, language });
}

const heading = () => screen.findByRole('heading', { name: 'Priority scorer', level: 1 });

describe('CustomNodeEditorPage', () => {
  it('adds a parameter on the Config tab and saves', async () => {
    const { user } = open();
    await heading();
    expect(screen.getByRole('tab', { name: 'Config' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add parameter' }));
    const added = screen.getByRole('listitem', { name: 'Parameter 3' });
    await user.type(within(added).getByRole('textbox', { name: /^Label/ }), 'urgent');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toastText()).toContain('Saved custom node “Priority scorer”');
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it("refuses a bad label and empty code with the spec's messages, opening the tab that holds the problem", async () => {
    const { user, router } = open('?tab=code');
    await heading();
    const code = screen.getByRole('textbox', { name: /^Code \(Python\)/ });
    await user.clear(code);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the code')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Code \(Python\)/ }), 'def run(subject, body):{Enter}  return subject');
    await user.click(screen.getByRole('tab', { name: 'Config' }));
    expect(router.state.location.search).toBe('');
    const first = screen.getByRole('listitem', { name: 'Parameter 1' });
    const label = within(first).getByRole('textbox', { name: /^Label/ });
    await user.clear(label);
    await user.type(label, '1st');
    await user.click(screen.getByRole('tab', { name: 'Code' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use letters, digits and _ only, not starting with a digit')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Config/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('in Japanese: ?tab=code opens the Code tab; a save with an empty name is refused with its message', async () => {
    const { user } = open('?tab=code', 'ja-jp');
    await heading();
    expect(screen.getByRole('tab', { name: 'コード' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: '設定' }));
    await user.clear(screen.getByRole('textbox', { name: /^名前/ }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('カスタムノード名を入力してください')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^設定/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the edits when saving fails, and asks before leaving with unsaved changes', async () => {
    const { user, router } = open();
    await heading();
    failCalls(getUpdateCustomNodeMockHandler, 500);
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Priority v2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toastText()).toContain('Failed to save custom node. Please try again later.');
    expect(name).toHaveValue('Priority v2');
    void router.navigate('/poc/projects/prj_support/custom-nodes');
    expect(await screen.findByText('The custom node has not been saved yet. Do you want to leave the page?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/poc/projects/prj_support/custom-nodes/cn_priority_score');
  });

  it('runs the preview with values from the generated form and shows the trace', async () => {
    const { user } = open();
    await heading();
    const preview = screen.getByRole('region', { name: 'Preview' });
    await user.click(within(preview).getByRole('button', { name: 'Run' }));
    expect(await within(preview).findAllByText('Enter a value')).toHaveLength(2);
    await user.type(within(preview).getByRole('textbox', { name: /^subject/ }), '至急：請求書が届きません');
    await user.type(within(preview).getByRole('textbox', { name: /^body/ }), '昨日から連絡がつきません。');
    await user.click(within(preview).getByRole('button', { name: 'Run' }));
    expect(await within(preview).findByTestId('preview-trace')).toBeInTheDocument();
    expect(within(preview).getByRole('tab', { name: 'Trace' })).toHaveAttribute('aria-selected', 'true');
    expect(within(preview).getByRole('status')).toHaveTextContent(/^Succeeded in /);
    // The mock backend does not run the code: the result says its output is a stand-in.
    expect(within(preview).getByTestId('preview-simulated')).toHaveTextContent(
      'Mock resultThe code was not run: in mock mode, the output is a stand-in built from the parameter values, not what the code would return.',
    );
  });

  it('in Japanese: a mock result says the code was not run; a result the backend really ran says nothing of the kind', async () => {
    const { user } = open('', 'ja-jp');
    await screen.findByRole('heading', { name: 'Priority scorer', level: 1 });
    const preview = screen.getByRole('region', { name: 'プレビュー' });
    const run = async () => {
      await user.type(within(preview).getByRole('textbox', { name: /^subject/ }), '至急');
      await user.type(within(preview).getByRole('textbox', { name: /^body/ }), '請求書');
      await user.click(within(preview).getByRole('button', { name: '実行' }));
      return within(preview).findByTestId('preview-trace');
    };
    await run();
    expect(within(preview).getByTestId('preview-simulated')).toHaveTextContent(
      'モックの結果コードは実行されていません。モックモードの出力はパラメーターの値から作った代わりの値で、コードが実際に返す値ではありません。',
    );

    const at = '2026-11-20T09:00:00.000Z';
    server.use(
      getRunCustomNodePreviewMockHandler(() => ({
        status: 'PREVIEW_STATUS_SUCCEEDED',
        parameters: [],
        outputs: { ran_for_real: 3 },
        trace: [],
        startedAt: at,
        finishedAt: at,
        durationMs: 0,
      })),
    );
    await user.click(within(preview).getByRole('tab', { name: 'パラメーター' }));
    await run();
    expect(await within(preview).findByText('出力 ran_for_real')).toBeInTheDocument();
    expect(within(preview).queryByTestId('preview-simulated')).not.toBeInTheDocument();
  });
});
