import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getGetSharedCustomNodeMockHandler,
  getPublishSharedCustomNodeMockHandler,
  getUnpublishSharedCustomNodeMockHandler,
} from '../../../generated/shared-custom-nodes/shared-custom-nodes.msw';
import { failCalls, renderRoute, toastText } from '../../../test/render-route';
import { SharedCustomNodeListPage } from './shared-custom-node-list-page';
import { SharedCustomNodePage } from './shared-custom-node-page';
import { SharedCustomNodePublishPage } from './shared-custom-node-publish-page';

const LIST = '/poc/projects/prj_support/shared-custom-nodes';
const grid = () => screen.findByRole('grid', { name: 'Shared custom nodes' });

describe('SharedCustomNodeListPage', () => {
  it('lets an admin publish a project custom node; the dialog refuses no pick', async () => {
    const { user, router } = renderRoute(<SharedCustomNodePublishPage />, {
      path: '/poc/projects/:projectId/shared-custom-nodes/publish',
      url: `${LIST}/publish`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Publish a custom node' });
    expect(within(dialog).getByText(/Later changes to the custom node are not published\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Please select a custom node')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: /^Custom node/ }), 'PII');
    await user.click(await screen.findByRole('option', { name: /PII マスキング/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name in the organization/ }), 'PII 共有');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await toastText()).toContain('Published shared custom node “PII 共有”');
    expect(router.state.location.pathname).toMatch(/\/shared-custom-nodes\/scn_[^/]+$/);
  });

  it('a failed publish says so in the dialog', async () => {
    failCalls(getPublishSharedCustomNodeMockHandler);
    const { user } = renderRoute(<SharedCustomNodePublishPage />, { path: '/poc/projects/:projectId/shared-custom-nodes/publish', url: `${LIST}/publish` });
    const dialog = await screen.findByRole('dialog', { name: 'Publish a custom node' });
    await user.type(within(dialog).getByRole('combobox', { name: /^Custom node/ }), 'PII');
    await user.click(await screen.findByRole('option', { name: /PII マスキング/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to publish shared custom node. Please try again later.');
  });

  it('shows an agent editor the list without publish, unpublish disabled saying why, and the publish route denied', async () => {
    const { user } = renderRoute(<SharedCustomNodeListPage />, { path: '/poc/projects/:projectId/shared-custom-nodes', url: LIST, role: 'agent_editor' });
    const table = await grid();
    expect(screen.queryByRole('button', { name: 'Publish a custom node' })).toBeNull();
    expect(screen.getByText(/Only administrators publish and unpublish/)).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Actions for Slack 通知' }));
    const unpublish = screen.getByRole('menuitem', { name: /Unpublish/ });
    expect(unpublish).toHaveAttribute('aria-disabled', 'true');
    expect(unpublish).toHaveTextContent('Only administrators can unpublish.');
  });

  it('denies the publish route to an agent editor', async () => {
    renderRoute(<SharedCustomNodePublishPage />, {
      path: '/poc/projects/:projectId/shared-custom-nodes/publish',
      url: `${LIST}/publish`,
      role: 'agent_editor',
    });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to shared custom nodes' })).toHaveAttribute('href', LIST);
  });

  it('unpublishes after naming the workflows and tools that use the node', async () => {
    const { user } = renderRoute(<SharedCustomNodeListPage />, { path: '/poc/projects/:projectId/shared-custom-nodes', url: LIST });
    const table = await grid();
    await user.click(within(table).getByRole('button', { name: 'Actions for Salesforce lookup' }));
    await user.click(screen.getByRole('menuitem', { name: /Unpublish/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish shared custom node' });
    expect(await within(dialog).findByRole('link', { name: '取引先照会' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Tools made from it stop working/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'Salesforce lookup');
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await toastText()).toContain('Unpublished shared custom node “Salesforce lookup”');
  });

  it('unpublish says its configuration files go with it; a failed unpublish says so', async () => {
    failCalls(getUnpublishSharedCustomNodeMockHandler);
    const { user } = renderRoute(<SharedCustomNodeListPage />, { path: '/poc/projects/:projectId/shared-custom-nodes', url: LIST });
    const table = await grid();
    await user.click(within(table).getByRole('button', { name: 'Actions for Slack 通知' }));
    await user.click(screen.getByRole('menuitem', { name: /Unpublish/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish shared custom node' });
    expect(await within(dialog).findByRole('link', { name: 'Manual search' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Slack escalation' })).toBeInTheDocument();
    expect(within(dialog).getByText('Its 2 configuration files are deleted with it.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'Slack 通知');
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await within(dialog).findByText('Failed to unpublish shared custom node. Please try again later.')).toBeInTheDocument();
  });
});

describe('SharedCustomNodePage', () => {
  const open = (nodeId = 'scn_slack_notify') =>
    renderRoute(<SharedCustomNodePage />, { path: '/poc/projects/:projectId/shared-custom-nodes/:nodeId', url: `${LIST}/${nodeId}` });

  it('shows the parameters, output, who uses it and the configuration files link', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Slack 通知' })).toBeInTheDocument();
    const parameters = screen.getByRole('table', { name: 'Input parameters' });
    expect(within(parameters).getByText('message')).toBeInTheDocument();
    expect(within(parameters).getByText('Optional')).toBeInTheDocument();
    expect(screen.getByText('post_result')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Used by' })).findByRole('link', { name: 'Manual search' })).toHaveAttribute(
      'href',
      '/poc/projects/prj_research/workflows/editor/wf_manual_search',
    );
    expect(screen.getByRole('link', { name: 'Configuration files (2)' })).toHaveAttribute('href', `${LIST}/scn_slack_notify/env-files`);
  });

  it('says when no workflow or tool uses the node', async () => {
    open('scn_pdf_text');
    expect(await screen.findByRole('heading', { level: 1, name: 'PDF テキスト抽出' })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Used by' })).findByText('No workflow or tool uses this node.')).toBeInTheDocument();
  });

  it('says when the node cannot be fetched', async () => {
    failCalls(getGetSharedCustomNodeMockHandler);
    open();
    expect(await screen.findByText('Failed to fetch shared custom node. Please try again later.')).toBeInTheDocument();
  });
});
