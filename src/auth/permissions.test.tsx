import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequirePermission } from '../components/errors/require-permission';
import { TestAccess } from '../test/access';
import { renderWithProviders } from '../test/render';
import { OPERATION_ACCESS, type StudioRole } from '../generated/access';
import { can, PERMISSION_OPERATIONS, PERMISSIONS, type Permission } from './permissions';
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

  it('covers every operation the contract allows to only some studio roles, with exactly those roles', () => {
    const studioRoles: readonly StudioRole[] = ['admin', 'agent_editor'];
    const limited = OPERATION_ACCESS.filter((op) => op.roles.length > 0 && studioRoles.some((role) => !op.roles.includes(role)));
    // Today: publishing and unpublishing shared custom nodes, admin only (§6).
    expect(limited.map((op) => op.operationId).sort()).toEqual(['publishSharedCustomNode', 'unpublishSharedCustomNode']);
    const permissionOf = (operationId: string) =>
      (Object.keys(PERMISSION_OPERATIONS) as Permission[]).find((permission) => (PERMISSION_OPERATIONS[permission] as readonly string[]).includes(operationId));
    for (const op of limited) {
      const permission = permissionOf(op.operationId);
      expect(permission, `${op.operationId} (roles ${op.roles.join(', ')}) has no permission in src/auth/permissions.ts`).toBeDefined();
      expect([...PERMISSIONS[permission!]].sort(), op.operationId).toEqual([...op.roles].sort());
    }
    // And every operation a permission names is in the contract with those roles.
    for (const [permission, operations] of Object.entries(PERMISSION_OPERATIONS) as [Permission, readonly string[]][]) {
      for (const operationId of operations) {
        const op = OPERATION_ACCESS.find((candidate) => candidate.operationId === operationId);
        expect(op, `${operationId} is not in the contract`).toBeDefined();
        expect([...op!.roles].sort(), operationId).toEqual([...PERMISSIONS[permission]].sort());
      }
    }
  });

  it('shows the screen to a role that may use it', () => {
    renderWithProviders(<RequirePermission permission="publishSharedCustomNodes">admin screen</RequirePermission>, { role: 'admin' });
    expect(screen.getByText('admin screen')).toBeInTheDocument();
  });
});
