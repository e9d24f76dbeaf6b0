/** Test helpers of the Versions tab: the editor page against the mock backend, opened on the tab, and where the URL is. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { Toaster } from '../../../components/toast/toaster';
import { renderWithProviders } from '../../../test/render';
import { WorkflowEditorScreen } from '../pages/workflow-editor-page';

export const PROJECT = 'prj_support';
export const WORKFLOW = 'wf_support_triage';

/** The URL's search parameters, for a test to read. */
function LocationSearch() {
  return <output data-testid="location-search">{useLocation().search}</output>;
}

/** The URL's search parameters now. */
export const locationSearch = () => new URLSearchParams(screen.getByTestId('location-search').textContent ?? '');

/** Opens the workflow on the Versions tab (taking the edit permission unless `readOnly`). */
export async function openVersions({ language = 'en-us', readOnly = false, route = '/?tab=versions' } = {}) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <WorkflowEditorScreen projectId={PROJECT} workflowId={WORKFLOW} />
      <Toaster />
      <LocationSearch />
    </>,
    { language, route },
  );
  if (!readOnly) {
    await user.click(await screen.findByRole('button', { name: language === 'en-us' ? 'Request edit permission' : '編集権限をリクエスト' }));
    await screen.findByRole('button', { name: language === 'en-us' ? 'Release edit permission' : '編集権限を解放' });
  }
  const panel = await screen.findByTestId('versions-panel');
  return { user, panel };
}

/** The revision numbers listed, in order. */
export function listed(panel: HTMLElement): number[] {
  return within(panel)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => Number(/\d+/.exec(heading.textContent ?? '')?.[0]));
}
