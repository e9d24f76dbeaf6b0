import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, toastText } from '../../../test/render-route';
import { CustomNodeListPage } from './custom-node-list-page';

const PATH = '/poc/projects/:projectId/custom-nodes';

function open(project = 'prj_support', language = 'en-us') {
  return renderRoute(<CustomNodeListPage />, { path: PATH, url: `/poc/projects/${project}/custom-nodes`, language });
}

const grid = (name = 'Custom nodes') => screen.findByRole('grid', { name });
const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('[role="row"]') as HTMLElement;

describe('CustomNodeListPage', () => {
  it('lists nodes with their parameters and sign-in provider, and creates one that opens in the editor', async () => {
    const { user, router } = open();
    const table = await grid();
    const pii = rowOf(table, 'PII マスキング');
    expect(within(pii).getByText('2')).toBeInTheDocument();
    expect(within(pii).getByText('None')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New custom node' }));
    const dialog = await screen.findByRole('dialog', { name: 'New custom node' });
    await user.click(within(dialog).getByRole('button', { name: 'Create and open' }));
    expect(await within(dialog).findByText('Please enter a custom node name')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Ticket scorer');
    await user.click(within(dialog).getByRole('button', { name: 'Create and open' }));
    expect(await toastText()).toContain('Created custom node “Ticket scorer”');
    expect(router.state.location.pathname).toMatch(/^\/poc\/projects\/prj_support\/custom-nodes\/[^/]+$/);
  });

  it('refuses to delete a node a tool uses, naming it, and deletes one nobody uses', async () => {
    const { user } = open('prj_invoice');
    const table = await grid();
    await user.click(within(table).getByRole('button', { name: 'Actions for Box アップロード' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete custom node' });
    await user.type(within(dialog).getByRole('textbox'), 'Box アップロード');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(/^This custom node is used by .+\. Remove it from there first\.$/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(table).getByRole('button', { name: 'Actions for Salesforce lookup' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete custom node' });
    await user.type(within(dialog).getByRole('textbox'), 'Salesforce lookup');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('Salesforce lookup')).toBeNull());
  });

  it('opens the import dialog, in Japanese', async () => {
    const { user } = open('prj_support', 'ja-jp');
    await grid('カスタムノード');
    await user.click(screen.getByRole('button', { name: '.aiws をインポート' }));
    expect(await screen.findByRole('dialog', { name: 'カスタムノードをインポート' })).toBeInTheDocument();
  });
});
