import Button from '@mui/material/Button';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { AREA_ICONS } from '../areas/area-icons';
import { PageHeader } from './page-header';

const JOB = '/poc/projects/prj_support/jobs/job_1/history';

describe('PageHeader', () => {
  it('shows where the page is (the project by name, the area above it), its title and its action', async () => {
    renderRoute(<PageHeader icon={AREA_ICONS.jobs} title="Job history" description="What ran." actions={<Button>Execute</Button>} />, {
      path: '/poc/projects/:projectId/jobs/:jobId/history',
      url: JOB,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Job history' })).toBeVisible();
    const crumbs = screen.getByRole('navigation', { name: 'Where you are' });
    expect(await within(crumbs).findByRole('link', { name: 'カスタマーサポート自動化' })).toHaveAttribute('href', '/poc/projects/prj_support');
    expect(within(crumbs).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Projects', '/poc/projects'],
      ['カスタマーサポート自動化', '/poc/projects/prj_support'],
      ['Jobs', '/poc/projects/prj_support/jobs'],
    ]);
    expect(screen.getByText('What ran.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Execute' })).toBeVisible();
  });

  it('adds the crumbs only the page knows, in Japanese', async () => {
    renderRoute(<PageHeader title="設定ファイル" trail={[{ label: 'Slack 通知', href: '/poc/projects/prj_support/shared-custom-nodes/n1' }]} />, {
      path: '/poc/projects/:projectId/shared-custom-nodes/:nodeId/env-files',
      url: '/poc/projects/prj_support/shared-custom-nodes/n1/env-files',
      language: 'ja-jp',
    });
    const crumbs = screen.getByRole('navigation', { name: '現在の場所' });
    await within(crumbs).findByRole('link', { name: 'カスタマーサポート自動化' });
    expect(within(crumbs).getAllByRole('link').map((link) => link.textContent)).toEqual(['プロジェクト', 'カスタマーサポート自動化', '共有カスタムノード', 'Slack 通知']);
  });

  it('has no crumbs on the project list', () => {
    renderRoute(<PageHeader title="Projects" />, { path: '/poc/projects', url: '/poc/projects' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
