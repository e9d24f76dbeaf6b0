import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { PageHeader } from './page-header';

// The crumbs inside a project (the project by the name its layout provides): src/app/project-crumbs.test.tsx.
describe('PageHeader', () => {
  it('has no crumbs on the project list', () => {
    renderRoute(<PageHeader title="Projects" />, { path: '/poc/projects', url: '/poc/projects' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
