/**
 * Comparing any two revisions from the Versions panel (#31): Compare with… → the current draft, or another
 * revision picked next (Cancel and Escape leave the picking); the URL names both, the diff's header names
 * both with the older as "before" whichever was picked first, Swap turns it round and Close goes back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { listed, locationSearch, openVersions } from './versions-test-editor';

beforeEach(() => localStorage.clear());

describe('comparing two revisions picked in the Versions panel', () => {
  it('picks the newer then the older: the URL gets both, the header names them older first; Swap and Close', async () => {
    const { user, panel } = await openVersions({ readOnly: true });
    await within(panel).findAllByRole('heading', { level: 3 });
    const numbers = listed(panel);
    const newer = numbers[0]!;
    const older = numbers.at(-1)!;
    await user.click(within(panel).getByRole('button', { name: `Compare with… (Revision ${newer})` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Another revision…' }));
    expect(within(panel).getByRole('status')).toHaveTextContent(`Choose the revision to compare with Revision ${newer}.`);
    // While picking: no second Compare on the first revision, no Compare with… menus.
    expect(within(panel).queryByRole('button', { name: `Compare Revision ${newer} with Revision ${newer}` })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /^Compare with… \(Revision \d+\)$/ })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: `Compare Revision ${older} with Revision ${newer}` }));

    const params = locationSearch();
    expect([params.get('tab'), params.get('revision'), params.get('compare')]).toEqual(['versions', String(newer), String(older)]);
    expect(await screen.findByRole('heading', { name: `Revision ${older} → Revision ${newer}` })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: `Changes from Revision ${older} to Revision ${newer}` })).toBeInTheDocument();
    // The hint is gone once the pair is complete.
    expect(within(panel).queryByText(/^Choose the revision/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Swap before and after' }));
    expect(screen.getByRole('heading', { name: `Revision ${newer} → Revision ${older}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Swap before and after' }));
    expect(screen.getByRole('heading', { name: `Revision ${older} → Revision ${newer}` })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByTestId('revision-banner')).toHaveTextContent(`Viewing revision ${newer} `);
    expect(locationSearch().get('compare')).toBeNull();
  });

  it('compares a revision with the current draft from its menu, by keyboard', async () => {
    const { user, panel } = await openVersions({ readOnly: true });
    await within(panel).findAllByRole('heading', { level: 3 });
    const second = listed(panel)[1]!;
    within(panel)
      .getByRole('button', { name: `Compare with… (Revision ${second})` })
      .focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Current draft' });
    // The menu's first item has focus: Enter chooses it.
    await user.keyboard('{Enter}');
    const params = locationSearch();
    expect([params.get('revision'), params.get('compare')]).toEqual([String(second), 'current']);
    expect(await screen.findByRole('heading', { name: `Revision ${second} → Current draft` })).toBeInTheDocument();
    // The diff takes the width: the Versions list steps aside until it is closed.
    expect(screen.queryByTestId('side-panel')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByTestId('side-panel')).toBeInTheDocument();
  });

  it('Cancel and Escape leave the picking, the list as it was', async () => {
    const { user, panel } = await openVersions({ readOnly: true });
    await within(panel).findAllByRole('heading', { level: 3 });
    const [first, second] = listed(panel) as [number, number];
    await user.click(within(panel).getByRole('button', { name: `Compare with… (Revision ${first})` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Another revision…' }));
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).queryByText(/^Choose the revision/)).toBeNull();
    expect(within(panel).queryByRole('button', { name: `Compare Revision ${second} with Revision ${first}` })).toBeNull();

    await user.click(within(panel).getByRole('button', { name: `Compare with… (Revision ${first})` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Another revision…' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // The hint's Cancel has the focus (the button that started the picking is gone).
    expect(within(panel).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(panel).queryByText(/^Choose the revision/)).toBeNull();
    expect(within(panel).getByRole('button', { name: `Compare with… (Revision ${second})` })).toBeInTheDocument();
    expect(locationSearch().get('compare')).toBeNull();
  });

  it('says it in Japanese too', async () => {
    const { user, panel } = await openVersions({ readOnly: true, language: 'ja-jp' });
    await within(panel).findAllByRole('heading', { level: 3 });
    const [first, second] = listed(panel) as [number, number];
    await user.click(within(panel).getByRole('button', { name: `比較…（リビジョン ${first}）` }));
    expect(await screen.findByRole('menuitem', { name: '現在の下書き' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: '別のリビジョン…' }));
    expect(within(panel).getByRole('status')).toHaveTextContent(`リビジョン ${first} と比較するリビジョンを選んでください。`);
    await user.click(within(panel).getByRole('button', { name: `リビジョン ${second} を リビジョン ${first} と比較` }));
    expect(await screen.findByRole('heading', { name: `リビジョン ${second} → リビジョン ${first}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '比較の向きを入れ替え' })).toBeInTheDocument();
  });
});
