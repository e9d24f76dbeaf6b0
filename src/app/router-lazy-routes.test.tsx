/** What no good first visit opens (an unknown URL, an old workflows URL) is loaded when opened, not with the first screen. */
import { render, screen } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { NotFoundPage } from './errors/not-found-page';
import { routes } from './router';
import { WorkflowsRedirect } from './workflows-redirect';

async function pageOf(url: string) {
  const route = matchRoutes(routes, url)!.at(-1)!.route as RouteObject;
  expect(route.element).toBeUndefined();
  const loaded = await (route.lazy as () => Promise<{ Component: unknown }>)();
  return { route, Component: loaded.Component };
}

describe('lazy routes', () => {
  it('an unknown URL loads the Not Found page, with a loading state until it is in', async () => {
    const { route, Component } = await pageOf('/no/such/page');
    expect(Component).toBe(NotFoundPage);
    render(<>{route.hydrateFallbackElement}</>);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('an old workflows URL loads its redirect', async () => {
    expect((await pageOf(`${paths.workflowsRedirect.href('prj_1')}/wf_1`)).Component).toBe(WorkflowsRedirect);
    expect((await pageOf(paths.workflowsRedirect.href('prj_1'))).Component).toBe(WorkflowsRedirect);
  });
});
