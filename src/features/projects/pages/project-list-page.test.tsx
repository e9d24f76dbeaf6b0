import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projects } from '../../../../mocks/areas/projects/table';
import { getCreateProjectMockHandler, getListProjectsMockHandler } from '../../../generated/projects/projects.msw';
import { server } from '../../../../mocks/node';
import { renderWithProviders } from '../../../test/render';
import { failCalls, renderRoute, toastText } from '../../../test/render-route';
import { ProjectListPage } from './project-list-page';
import { HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';

describe('ProjectListPage', () => {
  it("lists the organization's projects from the mock backend", async () => {
    renderWithProviders(<ProjectListPage />);
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(within(table).getByRole('cell', { name: 'Invoice checker' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'カスタマーサポート自動化' })).toBeInTheDocument();
    expect(screen.getByText('15 projects')).toBeInTheDocument();
  });

  it("shows the spec's failure message in Japanese when the call fails", async () => {
    server.use(
      getListProjectsMockHandler(() => {
        throw HttpResponse.json({ code: 500, message: 'Internal Server Error' }, { status: 500 });
      }),
    );
    renderWithProviders(<ProjectListPage />, { language: 'ja-jp' });
    expect(await screen.findByText('プロジェクトの取得に失敗しました。しばらくしてから再度お試しください。')).toBeInTheDocument();
  });

  it('shows the empty state with a create button when the organization has no project', async () => {
    server.use(getListProjectsMockHandler(() => ({ items: [], totalCount: 0, page: 1, pageSize: 50 })));
    renderWithProviders(<ProjectListPage />);
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent('No projects yet.');
    expect(within(empty).getByRole('button', { name: 'Create project' })).toBeInTheDocument();
  });

  it('pages through many projects with ?page= in the URL', async () => {
    const pagesAsked: string[] = [];
    server.use(
      getListProjectsMockHandler(({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        pagesAsked.push(page);
        const project = {
          id: `prj_p${page}`,
          name: `Project on page ${page}`,
          createdBy: { id: 'u', name: 'U' },
          createdAt: '2026-01-01T00:00:00Z',
          updatedAt: '2026-01-01T00:00:00Z',
        };
        return { items: [project], totalCount: 120, page: Number(page), pageSize: 50 };
      }),
    );
    renderWithProviders(<ProjectListPage />, { route: '/poc/projects?page=2' });
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Project on page 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Project on page 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(pagesAsked).toEqual(['2', '3']);
  });

  it('asks for a project name, and a failed create says so and keeps what was typed', async () => {
    failCalls(getCreateProjectMockHandler, 500);
    const { user } = renderRoute(<ProjectListPage />, { path: '/poc/projects', url: '/poc/projects' });
    await screen.findByRole('table', { name: 'Projects' });
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a project' });
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await within(dialog).findByText('Please enter a project name')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Project name/ }), 'Never saved');
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await toastText()).toContain('Failed to create project. Please try again later.');
    expect(within(dialog).getByRole('textbox', { name: /Project name/ })).toHaveValue('Never saved');
    expect(projects.where((project) => project.name === 'Never saved')).toHaveLength(0);
  });

  it('asks for a project name in Japanese', async () => {
    const { user } = renderRoute(<ProjectListPage />, { path: '/poc/projects', url: '/poc/projects', language: 'ja-jp' });
    await screen.findByRole('table', { name: 'プロジェクト' });
    await user.click(screen.getByRole('button', { name: 'プロジェクトを作成' }));
    const dialog = await screen.findByRole('dialog', { name: 'プロジェクトを作成' });
    await user.click(within(dialog).getByRole('button', { name: 'プロジェクトを作成' }));
    expect(await within(dialog).findByText('プロジェクト名を入力してください')).toBeInTheDocument();
  });
});
