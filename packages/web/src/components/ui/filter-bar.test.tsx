import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderWithProviders, setScreenWidth } from '../../testing/render.tsx';
import { ChoiceFilter, FilterBar } from './filter-bar.tsx';

function Bar({ active }: { active: number }) {
  return (
    <FilterBar testId="list" active={active} onClear={vi.fn()} clearLabel="Clear filters">
      <ChoiceFilter label="State" value={null} choices={['open', 'done'] as const} labelOf={(c) => c} onChange={vi.fn()} testId="list-state" />
    </FilterBar>
  );
}

describe('the filter bar', () => {
  it('on a wide screen shows the filters, and "Clear filters" while any is set', () => {
    setScreenWidth(1280);
    renderWithProviders(<Bar active={1} />);
    expect(screen.getByTestId('list-filters')).toBeTruthy();
    expect(screen.getByTestId('list-clear-filters')).toBeTruthy();
    expect(screen.queryByTestId('list-filters-toggle')).toBeNull();
  });

  it('on a phone folds them behind one button that says how many are set, in the reader’s language', async () => {
    setScreenWidth(390);
    const { unmount } = renderWithProviders(<Bar active={2} />);
    const toggle = screen.getByTestId('list-filters-toggle');
    expect(toggle.textContent).toBe('Filters (2)');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('list-filters')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByTestId('list-state')).toBeTruthy();
    expect(screen.getByTestId('list-filters').id).toBe(toggle.getAttribute('aria-controls'));
    unmount();

    await i18n.changeLanguage('ru');
    renderWithProviders(<Bar active={0} />);
    expect(screen.getByTestId('list-filters-toggle').textContent).toBe('Фильтры');
  });
});
