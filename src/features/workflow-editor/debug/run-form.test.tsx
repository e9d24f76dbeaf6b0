import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { StartVariable } from '../../../generated/model';
import { renderWithProviders } from '../../../test/render';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, type EditorStore } from '../store/editor-store';
import { readLastRun, writeLastRun } from './last-inputs';
import { RunForm } from './run-form';
import { runFormDefaults } from './run-form-schema';

const variables: StartVariable[] = [{ name: 'inquiry', debugValue: '返品したいです' }, { name: 'customerId', debugValue: 'C-1' }, { name: 'note' }];

const editorStore = () => createEditorStore({ workflowId: 'wf', graph: { nodes: [], edges: [] }, revision: 1, readOnly: false });

/** The form inside an editor (it carries out the store's run-form intents). */
function renderForm(form: ReactElement, options: { language?: string; store?: EditorStore } = {}) {
  return renderWithProviders(
    <EditorStoreProvider store={options.store ?? editorStore()}>{form}</EditorStoreProvider>,
    options.language ? { language: options.language } : {},
  );
}

describe('run form', () => {
  it('prefills each input from the last run, else from its debug value; the mode last used', () => {
    const defaults = runFormDefaults(
      variables,
      [
        { name: 'inquiry', value: 'Where is my parcel?' },
        { name: 'gone', value: 'x' },
      ],
      'DEBUG_RUN_MODE_STEP',
    );
    renderForm(<RunForm variables={variables} defaults={defaults} busy={false} onSubmit={() => undefined} />);
    expect(screen.getByRole('textbox', { name: /inquiry/ })).toHaveValue('Where is my parcel?');
    expect(screen.getByRole('textbox', { name: /customerId/ })).toHaveValue('C-1');
    expect(screen.getByRole('textbox', { name: /note/ })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Step' })).toBeChecked();
  });

  it('without a last run: the debug values and auto mode', () => {
    expect(runFormDefaults(variables, undefined, undefined)).toEqual({
      mode: 'DEBUG_RUN_MODE_AUTO',
      inputs: [
        { name: 'inquiry', value: '返品したいです' },
        { name: 'customerId', value: 'C-1' },
        { name: 'note', value: '' },
      ],
    });
  });

  it('refuses to start while an input is empty, naming the field; starts with the values and mode once filled', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(<RunForm variables={variables} defaults={runFormDefaults(variables, undefined, undefined)} busy={false} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Start run' }));
    const note = screen.getByRole('textbox', { name: /note/ });
    await waitFor(() => expect(note).toHaveAccessibleDescription('Enter a value'));
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(note, 'urgent');
    await user.click(screen.getByRole('radio', { name: 'Step' }));
    await user.click(screen.getByRole('button', { name: 'Start run' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      mode: 'DEBUG_RUN_MODE_STEP',
      inputs: [
        { name: 'inquiry', value: '返品したいです' },
        { name: 'customerId', value: 'C-1' },
        { name: 'note', value: 'urgent' },
      ],
    });
  });

  it('a value of only spaces is empty', async () => {
    const onSubmit = vi.fn();
    renderForm(
      <RunForm
        variables={[{ name: 'q', debugValue: '   ' }]}
        defaults={runFormDefaults([{ name: 'q', debugValue: '   ' }], undefined, undefined)}
        busy={false}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start run' }));
    await screen.findByText('Enter a value');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('re-run: takes a past run’s inputs and starts at once', async () => {
    const onSubmit = vi.fn();
    const defaults = runFormDefaults(variables, undefined, undefined);
    const store = editorStore();
    // Asked before the form is mounted (the Debug tab loading): handed over when it mounts.
    store.submitRunForm(
      [
        { name: 'inquiry', value: 'past' },
        { name: 'customerId', value: 'C-9' },
        { name: 'note', value: 'n' },
      ],
      'DEBUG_RUN_MODE_AUTO',
    );
    renderForm(<RunForm variables={variables} defaults={defaults} busy={false} onSubmit={onSubmit} />, { store });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].inputs[0]).toEqual({ name: 'inquiry', value: 'past' });
    expect(screen.getByRole('textbox', { name: /inquiry/ })).toHaveValue('past');
  });

  it('the toolbar’s Run (the store’s focusRunForm): focuses the first input, or Start when there is none', async () => {
    const store = editorStore();
    const { unmount } = renderForm(
      <RunForm variables={variables} defaults={runFormDefaults(variables, undefined, undefined)} busy={false} onSubmit={() => undefined} />,
      { store },
    );
    act(() => store.focusRunForm());
    // (react-hook-form focuses on the next tick.)
    await waitFor(() => expect(screen.getByRole('textbox', { name: /inquiry/ })).toHaveFocus());
    unmount();
    renderForm(<RunForm variables={[]} defaults={runFormDefaults([], undefined, undefined)} busy={false} onSubmit={() => undefined} />, { store });
    act(() => store.focusRunForm());
    expect(screen.getByRole('button', { name: 'Start run' })).toHaveFocus();
  });

  it('Run pressed before the form is shown (from the Workflow tab): the form focuses its first input when it appears', async () => {
    const store = editorStore();
    store.focusRunForm();
    renderForm(<RunForm variables={variables} defaults={runFormDefaults(variables, undefined, undefined)} busy={false} onSubmit={() => undefined} />, {
      store,
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /inquiry/ })).toHaveFocus());
  });

  it('re-run while the form is shown: takes the inputs and starts, once per request', async () => {
    const onSubmit = vi.fn();
    const store = editorStore();
    renderForm(<RunForm variables={variables} defaults={runFormDefaults(variables, undefined, undefined)} busy={false} onSubmit={onSubmit} />, { store });
    act(() =>
      store.submitRunForm(
        [
          { name: 'inquiry', value: 'again' },
          { name: 'customerId', value: 'C-2' },
          { name: 'note', value: 'n' },
        ],
        'DEBUG_RUN_MODE_STEP',
      ),
    );
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      mode: 'DEBUG_RUN_MODE_STEP',
      inputs: [
        { name: 'inquiry', value: 'again' },
        { name: 'customerId', value: 'C-2' },
        { name: 'note', value: 'n' },
      ],
    });
    expect(screen.getByRole('textbox', { name: /inquiry/ })).toHaveValue('again');
  });

  it('in Japanese', () => {
    renderForm(<RunForm variables={variables} defaults={runFormDefaults(variables, undefined, undefined)} busy={false} onSubmit={() => undefined} />, {
      language: 'ja-jp',
    });
    expect(screen.getByRole('button', { name: '実行を開始' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'ステップ' })).not.toBeChecked();
  });
});

describe('last run inputs', () => {
  it('are kept per workflow; what is not a last run is ignored', () => {
    writeLastRun('wf_a', { mode: 'DEBUG_RUN_MODE_STEP', inputs: [{ name: 'q', value: '1' }] });
    expect(readLastRun('wf_a')).toEqual({ mode: 'DEBUG_RUN_MODE_STEP', inputs: [{ name: 'q', value: '1' }] });
    expect(readLastRun('wf_b')).toBeUndefined();
    localStorage.setItem('ais-debug-last-run:wf_c', '{"mode":"X","inputs":[]}');
    expect(readLastRun('wf_c')).toBeUndefined();
    localStorage.setItem('ais-debug-last-run:wf_d', 'not json');
    expect(readLastRun('wf_d')).toBeUndefined();
  });
});
