/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Lang } from '@chonail/shared/i18n';
import { renderHomeSearches } from './home-testing';

/** Issue 36: the filter button counts the filters that are on, and the list names each with a button to clear it. */

jest.mock('./SiteTotals', () => ({ __esModule: true, default: () => null }));

const LANGS: Lang[] = ['vi', 'en'];

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

beforeEach(() => localStorage.clear());

describe('the active filters of the home page', () => {
  it.each(LANGS)('counts them on the filter button and clears each from its chip (%s)', async (lang) => {
    const { searches, text } = renderHomeSearches(lang, { location: { city: 'Houston', state: 'TX' } });
    const button = await screen.findByTestId('filter-button');
    // Nothing on: no count, no chips.
    expect(button.getAttribute('data-count')).toBe('0');
    expect(screen.queryByTestId('filter-count')).toBeNull();
    expect(screen.queryByTestId('filter-chips')).toBeNull();

    fireEvent.click(button);
    const dialog = await screen.findByTestId('filter-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: text.filters.jobTypes.hiring }));
    fireEvent.click(within(within(dialog).getByTestId('filter-weeklyPayFrom')).getByRole('button', { name: '$1,000' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '800-1200' }));
    fireEvent.click(within(dialog).getByRole('button', { name: fill(text.filters.miles, { count: 50 }) }));
    await act(async () => void fireEvent.click(screen.getByTestId('filter-apply')));
    await waitFor(() => expect(searches().at(-1)?.get('weeklyPayFrom')).toBe('1000'));

    expect(screen.getByTestId('filter-count').textContent).toBe('4');
    expect(screen.getByTestId('filter-button').getAttribute('aria-label')).toBe(fill(text.filters.openCount, { count: 4 }));
    const chips = await screen.findByRole('list', { name: text.filters.activeLabel });
    const labels = [
      text.filters.jobTypes.hiring,
      fill(text.filters.chip.fact, { label: text.filters.weeklyPayFrom, value: '$1,000' }),
      fill(text.filters.chip.area, { range: '800-1200' }),
      fill(text.filters.chip.distance, { miles: 50 }),
    ];
    expect(within(chips).getAllByRole('listitem').map((chip) => chip.firstChild?.textContent)).toEqual(labels);
    for (const label of labels) expect(within(chips).getByRole('button', { name: fill(text.filters.clearOne, { filter: label }) })).toBeTruthy();

    // One tap clears one filter: the list is asked for again without it.
    fireEvent.click(within(chips).getByRole('button', { name: fill(text.filters.clearOne, { filter: labels[1] }) }));
    await waitFor(() => expect(searches().at(-1)?.has('weeklyPayFrom')).toBe(false));
    expect(searches().at(-1)?.get('maxDistance')).toBe('50');
    expect(screen.getByTestId('filter-count').textContent).toBe('3');

    fireEvent.click(screen.getByRole('button', { name: fill(text.filters.clearOne, { filter: labels[3] }) }));
    await waitFor(() => expect(searches().at(-1)?.has('maxDistance')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: fill(text.filters.clearOne, { filter: labels[0] }) }));
    await waitFor(() => expect(searches().at(-1)?.has('jobType')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: fill(text.filters.clearOne, { filter: labels[2] }) }));
    // Back to the defaults, whose list is the one already loaded.
    await waitFor(() => expect(screen.queryByTestId('filter-chips')).toBeNull());
    expect(screen.queryByTestId('filter-count')).toBeNull();
  });

  it.each(LANGS)('names a sort by date and its order, and clearing it goes back to the default order (%s)', async (lang) => {
    const { searches, text } = renderHomeSearches(lang, { location: { city: 'Houston', state: 'TX' } });
    fireEvent.click(await screen.findByTestId('filter-button'));
    const dialog = await screen.findByTestId('filter-dialog');
    fireEvent.click(within(within(dialog).getByTestId('filter-sortBy')).getByRole('button', { name: text.filters.sorts.date }));
    fireEvent.click(within(dialog).getByRole('button', { name: text.filters.dateOrders.oldest }));
    await act(async () => void fireEvent.click(screen.getByTestId('filter-apply')));
    await waitFor(() => expect(searches().at(-1)?.get('dateOrder')).toBe('oldest'));
    const label = fill(text.filters.chip.sort, { sort: `${text.filters.sorts.date} · ${text.filters.dateOrders.oldest}` });
    expect((await screen.findByTestId('filter-chip')).firstChild?.textContent).toBe(label);
    fireEvent.click(screen.getByRole('button', { name: fill(text.filters.clearOne, { filter: label }) }));
    await waitFor(() => expect(screen.queryByTestId('filter-chip')).toBeNull());
    expect(screen.getByTestId('filter-button').getAttribute('data-count')).toBe('0');
  });
});
