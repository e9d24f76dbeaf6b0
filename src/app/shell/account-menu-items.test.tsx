import { render, screen, within } from '@testing-library/react';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { describe, expect, it, vi } from 'vitest';
import { AccessContext } from '../../auth/access-context';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { createTestI18n } from '../../test/i18n';
import { TestProviders } from '../../test/providers';
import { AccountMenuItems } from './account-menu-items';

function renderMenu(config: Record<string, unknown>) {
  setRuntimeConfig({ environment: 'local', ...config });
  const auth = { signoutRedirect: vi.fn() } as unknown as AuthContextProps;
  const anchor = document.createElement('button');
  document.body.append(anchor);
  render(
    <TestProviders i18n={createTestI18n('en-us')}>
      <AuthContext.Provider value={auth}>
        <AccessContext.Provider
          value={{ userInfo: { sub: '1', name: 'Hanako Sato', email: 'hanako.sato@acme.example' }, role: 'agent_editor', roles: ['agent_editor'] }}
        >
          <AccountMenuItems anchor={anchor} onClose={() => undefined} />
        </AccessContext.Provider>
      </AuthContext.Provider>
    </TestProviders>,
  );
  return within(screen.getByRole('menu'));
}

describe('account menu: account settings', () => {
  it("opens the provider's account page named by the runtime config, in a new tab", () => {
    const menu = renderMenu({ accountSettingsUrl: 'http://localhost:9000/ui/console/users/me' });
    const item = menu.getByRole('menuitem', { name: 'Account settings' });
    expect(item).toHaveAttribute('href', 'http://localhost:9000/ui/console/users/me');
    expect(item).toHaveAttribute('target', '_blank');
    expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('is not offered when no account page is configured (no link to nowhere)', () => {
    const menu = renderMenu({});
    expect(menu.queryByRole('menuitem', { name: 'Account settings' })).toBeNull();
    expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });
});
