import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SWITCHER_SEARCH_FROM, SwitcherSelect } from './switcher-select';

const NAMES = [
  '議事録要約',
  'Contract review',
  '採用面接メモ整理',
  'Release notes writer',
  '翻訳チェック',
  'Churn analysis',
  '日報ダイジェスト',
  'Support triage EN',
  'FAQ 自動生成',
  'Procurement bot',
];
const options = (count: number) => NAMES.slice(0, count).map((label, index) => ({ value: `p${index}`, label }));

function Harness({ count, initial = '' }: { count: number; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SwitcherSelect
        label="Project"
        searchLabel="Search projects"
        placeholder="Choose a project"
        value={value}
        options={options(count)}
        onChange={setValue}
        minWidth={200}
      />
      <output>{value || 'none'}</output>
    </>
  );
}

describe('SwitcherSelect', () => {
  it('is a native select for a short list, saying what to do while nothing is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness count={SWITCHER_SEARCH_FROM - 1} />);
    const select = screen.getByRole('combobox', { name: 'Project' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveDisplayValue('Choose a project');
    await user.selectOptions(select, 'Contract review');
    expect(screen.getByRole('status')).toHaveTextContent('p1');
  });

  it('searches a long list: typing narrows it, Enter picks, the choice shows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness count={SWITCHER_SEARCH_FROM + 1} initial="p0" />);
    const switcher = screen.getByRole('combobox', { name: 'Project' });
    expect(switcher).toHaveTextContent('議事録要約');
    expect(switcher).toHaveAttribute('aria-expanded', 'false');
    await user.click(switcher);
    const search = await screen.findByRole('combobox', { name: 'Search projects' });
    expect(search).toHaveFocus();
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(SWITCHER_SEARCH_FROM + 1);
    await user.type(search, 'pro');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Procurement bot']);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('p9');
    expect(screen.queryByRole('combobox', { name: 'Search projects' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveTextContent('Procurement bot');
  });

  it('says when nothing matches, and Escape closes without a change', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness count={SWITCHER_SEARCH_FROM} initial="p2" />, { language: 'ja-jp' });
    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search projects' }), 'zzz');
    expect(screen.getByText('一致するものはありません')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Search projects' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('p2');
  });
});
