import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { createTestI18n } from '../../test/i18n';
import { OrganizationContext } from '../organizations/organization-context';
import { TestProviders } from '../../test/providers';
import { SIDEBAR_COLLAPSED_KEY, ShellLayout } from './shell-layout';

const ORG = { id: 'org_acme', name: 'ACME', state: 'ORG_STATE_ACTIVE' } as never;

/** The shell on a project's page, as the router shows it. */
function renderShell(language = 'en-us') {
  setRuntimeConfig({ apiBaseUrl: '', environment: 'local' });
  const router = createMemoryRouter(
    [
      {
        path: '/poc/projects/:projectId',
        element: (
          <OrganizationContext.Provider value={{ organizations: [ORG], active: ORG, select: () => {} }}>
            <ShellLayout />
          </OrganizationContext.Provider>
        ),
        children: [{ path: '*', element: <p>the page</p> }],
      },
    ],
    { initialEntries: ['/poc/projects/prj_support/tools'] },
  );
  return render(
    <TestProviders i18n={createTestI18n(language)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('shell sidebar', () => {
  beforeEach(() => localStorage.clear());

  it('collapses to its toggle and opens again; the choice is remembered on the next page load', async () => {
    const user = userEvent.setup();
    const view = renderShell();
    expect(await screen.findByRole('navigation', { name: 'Sidebar' })).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Collapse the sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', 'app-sidebar');

    await user.click(toggle);
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).toBeNull();
    expect(screen.getByTestId('app-sidebar')).toHaveAttribute('data-collapsed', 'true');
    // The same button, so keyboard focus stays on it.
    expect(screen.getByRole('button', { name: 'Expand the sidebar' })).toBe(toggle);
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    expect(screen.getByText('the page')).toBeVisible();

    view.unmount();
    renderShell();
    await screen.findByText('the page');
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expand the sidebar' }));
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('false');
  });

  it('names the toggle in Japanese and opens collapsed when that was the choice', async () => {
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
    const user = userEvent.setup();
    renderShell('ja-jp');
    await user.click(await screen.findByRole('button', { name: 'サイドバーを展開' }));
    expect(screen.getByRole('navigation', { name: 'サイドバー' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'サイドバーを折りたたむ' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps working when local storage refuses writes', async () => {
    const user = userEvent.setup();
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    try {
      renderShell();
      await user.click(await screen.findByRole('button', { name: 'Collapse the sidebar' }));
      expect(screen.queryByRole('navigation', { name: 'Sidebar' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Expand the sidebar' })).toBeInTheDocument();
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});
