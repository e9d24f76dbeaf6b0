/** The Versions tab against the mock backend: the list and its states, a revision viewed read-only, naming, restore, permission. */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { getListWorkflowRevisionsMockHandler, getRestoreWorkflowRevisionMockHandler } from '../../../generated/workflow-revisions/workflow-revisions.msw';
import { failCalls, toastText } from '../../../test/render-route';
import { listed, openVersions } from './versions-test-editor';

beforeEach(() => localStorage.clear());

describe('the Versions tab', () => {
  it('lists the saved revisions newest first, each with when, who and what changed', async () => {
    const { panel } = await openVersions({ readOnly: true });
    await within(panel).findAllByRole('heading', { level: 3 });
    const numbers = listed(panel);
    expect(numbers.length).toBeGreaterThan(1);
    expect([...numbers].sort((a, b) => b - a)).toEqual(numbers);
    const newest = within(panel).getByTestId(`revision-${numbers[0]}`);
    expect(newest).toHaveTextContent(/ by /);
    expect(newest).toHaveTextContent(/node|changed|connection|No changes/);
  });

  it('says so when there is nothing yet, and when the list cannot be read', async () => {
    server.use(getListWorkflowRevisionsMockHandler({ items: [], totalCount: 0, page: 1, pageSize: 20 }));
    const { panel } = await openVersions({ readOnly: true });
    expect(await within(panel).findByText('No saved revisions yet. Every save is kept here.')).toBeInTheDocument();
  });

  it('a failed read says the spec’s message, in Japanese too', async () => {
    failCalls(getListWorkflowRevisionsMockHandler);
    const { panel } = await openVersions({ readOnly: true, language: 'ja-jp' });
    expect(await within(panel).findByText('リビジョンの取得に失敗しました。しばらくしてから再度お試しください。')).toBeInTheDocument();
  });

  it('opens a revision read-only under its banner; Back to current returns to the live canvas', async () => {
    const { user, panel } = await openVersions({ readOnly: true });
    await within(panel).findAllByRole('heading', { level: 3 });
    const oldest = listed(panel).at(-1)!;
    await user.click(within(panel).getByRole('button', { name: `View Revision ${oldest}` }));
    const banner = await screen.findByTestId('revision-banner');
    expect(banner).toHaveTextContent(new RegExp(`^Viewing revision ${oldest}( “.+”)? of .+ by .+`));
    // Read-only users get no Restore, and no Name in the list.
    expect(within(banner).queryByRole('button', { name: 'Restore' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /^Name \/ describe/ })).toBeNull();
    await user.click(within(banner).getByRole('button', { name: 'Back to current' }));
    await waitFor(() => expect(screen.queryByTestId('revision-banner')).toBeNull());
    expect(screen.getByTestId('editor-canvas')).toBeInTheDocument();
  });

  it('compares the revision viewed with the current draft in the visual diff; Close returns to the revision', async () => {
    const { user } = await openVersions({ readOnly: true, route: '/?tab=versions&revision=1' });
    const banner = await screen.findByTestId('revision-banner');
    await user.click(within(banner).getByRole('button', { name: 'Compare with current' }));
    const diff = await screen.findByRole('region', { name: 'Changes from Revision 1 to Current draft' });
    expect(within(diff).getAllByRole('listitem').length).toBeGreaterThan(0);
    // A change selected (its fields shown), then Close.
    await user.click(within(within(diff).getAllByRole('listitem')[0]!).getByRole('button'));
    await user.click(within(diff).getByRole('button', { name: 'Close' }));
    expect(await screen.findByTestId('revision-banner')).toBeInTheDocument();
  });

  it('opens the revision a link names (?tab=versions&revision=N), the banner in Japanese', async () => {
    await openVersions({ readOnly: true, language: 'ja-jp', route: '/?tab=versions&revision=1' });
    expect(await screen.findByTestId('revision-banner')).toHaveTextContent(/に .+ さんが保存したリビジョン 1.* を表示中/);
  });

  it('restores as unsaved changes: one edit that Undo takes back', async () => {
    const { user, panel } = await openVersions();
    await within(panel).findAllByRole('heading', { level: 3 });
    // The Versions tab has no undo; the Workflow tab has.
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: `View Revision ${listed(panel).at(-1)}` }));
    const banner = await screen.findByTestId('revision-banner');
    await user.click(within(banner).getByRole('button', { name: 'Restore' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Restore as unsaved changes' }));
    expect(await toastText()).toMatch(/restored as unsaved changes/);
    // Back on the Workflow tab: the restore is the one step to undo.
    const undoButton = await screen.findByRole('button', { name: 'Undo' });
    expect(undoButton).toBeEnabled();
    await user.click(undoButton);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled());
  });

  it('restores as a new revision; a 409 opens the conflict dialog', async () => {
    const { user, panel } = await openVersions();
    await within(panel).findAllByRole('heading', { level: 3 });
    const newest = listed(panel)[0]!;
    const oldest = listed(panel).at(-1)!;
    await user.click(within(panel).getByRole('button', { name: `View Revision ${oldest}` }));
    await user.click(within(await screen.findByTestId('revision-banner')).getByRole('button', { name: 'Restore' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Restore as a new revision' }));
    expect(await toastText()).toContain(`Restored revision ${oldest} as revision ${newest + 1}.`);

    server.use(
      getRestoreWorkflowRevisionMockHandler(() => {
        throw HttpResponse.json({ code: 409, message: 'Conflict', currentRevision: newest + 5 }, { status: 409 });
      }),
    );
    await user.click(screen.getByRole('tab', { name: 'Versions' }));
    const again = await screen.findByTestId('versions-panel');
    await user.click(await within(again).findByRole('button', { name: `View Revision ${oldest}` }));
    await user.click(within(await screen.findByTestId('revision-banner')).getByRole('button', { name: 'Restore' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Restore as a new revision' }));
    expect(await screen.findByRole('dialog', { name: 'This workflow was changed by someone else' })).toBeInTheDocument();
  });

  it('names a revision: the contract’s limit, and a name another revision holds refused naming it', async () => {
    const { user, panel } = await openVersions();
    await within(panel).findAllByRole('heading', { level: 3 });
    const [first, second] = listed(panel) as [number, number];
    await user.click(within(panel).getByRole('button', { name: `Name / describe Revision ${first}` }));
    let dialog = await screen.findByRole('dialog', { name: `Name revision ${first}` });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'x'.repeat(51));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter at most 50 characters')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Checked by the QA team');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(panel).findByText('Checked by the QA team')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: `Name / describe Revision ${second}` }));
    dialog = await screen.findByRole('dialog', { name: `Name revision ${second}` });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Checked by the QA team');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(`Revision ${first} already has this name.`)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Checked by the QA team');
  });
});
