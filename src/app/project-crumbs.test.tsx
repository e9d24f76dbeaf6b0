/**
 * The page header's crumbs inside a project: the project by its name, which the project's layout loads
 * and provides with the crumbs (src/components/page-header/route-crumbs-context.ts), then the area above the page.
 */
import Button from '@mui/material/Button';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AREA_ICONS } from '../components/areas/area-icons';
import { PageHeader } from '../components/page-header/page-header';
import { setRuntimeConfig } from '../lib/runtime-config';
import { TestAccess } from '../test/access';
import { createTestI18n } from '../test/i18n';
import { TestProviders } from '../test/providers';
import { ProjectLayout } from './project-layout';

const JOB = '/poc/projects/prj_support/jobs/job_1/history';

/** A page of the project at `path` (below the project), inside the project's layout as the router nests it. */
function renderInProject(page: ReactElement, { path, url, language = 'en-us' }: { path: string; url: string; language?: string }) {
  setRuntimeConfig({ apiBaseUrl: '', environment: 'local' });
  const router = createMemoryRouter([{ path: '/poc/projects/:projectId', element: <ProjectLayout />, children: [{ path, element: page }] }], {
    initialEntries: [url],
  });
  render(
    <TestProviders i18n={createTestI18n(language)}>
      <TestAccess role="admin">
        <RouterProvider router={router} />
      </TestAccess>
    </TestProviders>,
  );
}

describe('PageHeader in a project', () => {
  it('shows where the page is (the project by name, the area above it), its title and its action', async () => {
    renderInProject(<PageHeader icon={AREA_ICONS.jobs} title="Job history" description="What ran." actions={<Button>Execute</Button>} />, {
      path: 'jobs/:jobId/history',
      url: JOB,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Job history' })).toBeVisible();
    const crumbs = screen.getByRole('navigation', { name: 'Where you are' });
    expect(await within(crumbs).findByRole('link', { name: 'カスタマーサポート自動化' })).toHaveAttribute('href', '/poc/projects/prj_support');
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Projects', '/poc/projects'],
      ['カスタマーサポート自動化', '/poc/projects/prj_support'],
      ['Jobs', '/poc/projects/prj_support/jobs'],
    ]);
    expect(screen.getByText('What ran.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Execute' })).toBeVisible();
  });

  it('adds the crumbs only the page knows, in Japanese', async () => {
    renderInProject(<PageHeader title="設定ファイル" trail={[{ label: 'Slack 通知', href: '/poc/projects/prj_support/shared-custom-nodes/n1' }]} />, {
      path: 'shared-custom-nodes/:nodeId/env-files',
      url: '/poc/projects/prj_support/shared-custom-nodes/n1/env-files',
      language: 'ja-jp',
    });
    const crumbs = await screen.findByRole('navigation', { name: '現在の場所' });
    await within(crumbs).findByRole('link', { name: 'カスタマーサポート自動化' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['プロジェクト', 'カスタマーサポート自動化', '共有カスタムノード', 'Slack 通知']);
  });
});
