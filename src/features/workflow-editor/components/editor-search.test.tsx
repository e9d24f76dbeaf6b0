import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { tabOf, useEditorSearch } from './editor-search';

function setup(url: string) {
  let location = '';
  const result = renderHook(
    () => {
      const search = useEditorSearch();
      const where = useLocation();
      location = `${where.pathname}${where.search}`;
      return search;
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <RouterProvider router={createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] })} />
      ),
    },
  );
  return { ...result, location: () => location };
}

describe('useEditorSearch', () => {
  it('knows the Evaluations tab', () => {
    expect(tabOf('evaluations')).toBe('evaluations');
    expect(setup('/editor?tab=evaluations').result.current.tab).toBe('evaluations');
  });

  it("opens a debug run's trace from another tab: the Debug tab with that run", () => {
    const { result, location } = setup('/editor?tab=evaluations');
    act(() => result.current.openTrace('dbr_42'));
    expect(result.current.tab).toBe('debug');
    expect(result.current.runId).toBe('dbr_42');
    expect(location()).toBe('/editor?tab=debug&run=dbr_42');
  });
});
