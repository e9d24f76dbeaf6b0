import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequirePermission } from '../components/errors/require-permission';
import { TestAccess } from '../test/access';
import { renderWithProviders } from '../test/render';
import { can } from './permissions';
import { usePermission } from './use-permission';

function Probe() {
  const { allowed, role } = usePermission('publishSharedCustomNodes');
  return <p>{`${role}:${String(allowed)}`}</p>;
}

describe('permissions (§6)', () => {
  it('lets an admin publish shared custom nodes, and nobody else', () => {
    expect(can('admin', 'publishSharedCustomNodes')).toBe(true);
    expect(can('agent_editor', 'publishSharedCustomNodes')).toBe(false);
    expect(can('anonymous', 'publishSharedCustomNodes')).toBe(false);
  });

  it('answers the signed-in role from the gates, and anonymous outside them', () => {
    render(
      <TestAccess role="agent_editor">
        <Probe />
      </TestAccess>,
    );
    expect(screen.getByText('agent_editor:false')).toBeInTheDocument();
    render(<Probe />);
    expect(screen.getByText('anonymous:false')).toBeInTheDocument();
  });

  it('shows the access-denied page in place of a screen the role may not use', async () => {
    renderWithProviders(<RequirePermission permission="publishSharedCustomNodes">secret screen</RequirePermission>, { role: 'agent_editor' });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText('Your role does not have permission for this service or feature.')).toBeInTheDocument();
    expect(screen.queryByText('secret screen')).not.toBeInTheDocument();
  });

  it('shows the screen to a role that may use it', () => {
    renderWithProviders(<RequirePermission permission="publishSharedCustomNodes">admin screen</RequirePermission>, { role: 'admin' });
    expect(screen.getByText('admin screen')).toBeInTheDocument();
  });
});
