/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Lang } from '@chonail/shared/i18n';
import { renderHomeSearches } from './home-testing';

/** Issue 24: the filter dialog's facts (weekly pay; price range, revenue, stations) and the search they send. */

jest.mock('./SiteTotals', () => ({ __esModule: true, default: () => null }));

const LANGS: Lang[] = ['vi', 'en'];

async function openFilters() {
  fireEvent.click(await screen.findByTestId('filter-button'));
  return screen.findByTestId('filter-dialog');
}
const choose = (dialog: HTMLElement, group: string, label: string) => fireEvent.click(within(within(dialog).getByTestId(`filter-${group}`)).getByRole('button', { name: label }));
const apply = async () => act(async () => void fireEvent.click(screen.getByTestId('filter-apply')));

beforeEach(() => localStorage.clear());

describe('the facts’ filters of the home page', () => {
  it.each(LANGS)('sends weekly pay from for hiring posts only once chosen, and clears it (%s)', async (lang) => {
    const { searches, text } = renderHomeSearches(lang);
    await waitFor(() => expect(searches().length).toBeGreaterThan(0));
    expect(searches().every((query) => !query.has('weeklyPayFrom'))).toBe(true);

    let dialog = await openFilters();
    fireEvent.click(within(dialog).getByRole('button', { name: text.filters.jobTypes.hiring }));
    const group = within(dialog).getByTestId('filter-weeklyPayFrom');
    expect(within(group).getByText(text.filters.weeklyPayFrom)).toBeTruthy();
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual([text.filters.any, '$600', '$800', '$1,000', '$1,200', '$1,500']);
    // A salon's figures are not offered for hiring posts.
    expect(within(dialog).queryByTestId('filter-priceFrom')).toBeNull();
    choose(dialog, 'weeklyPayFrom', '$1,000');
    await apply();
    await waitFor(() => expect(searches().at(-1)?.get('weeklyPayFrom')).toBe('1000'));
    expect(searches().at(-1)?.get('jobType')).toBe('hiring');

    dialog = await openFilters();
    expect(within(within(dialog).getByTestId('filter-weeklyPayFrom')).getByRole('button', { name: '$1,000' }).getAttribute('aria-pressed')).toBe('true');
    choose(dialog, 'weeklyPayFrom', text.filters.any);
    await apply();
    await waitFor(() => expect(searches().at(-1)?.has('weeklyPayFrom')).toBe(false));
  });

  it.each(LANGS)('sends a price range, revenue and stations for salons for sale, and Reset takes them away (%s)', async (lang) => {
    const { searches, text } = renderHomeSearches(lang);
    await waitFor(() => expect(searches().length).toBeGreaterThan(0));
    let dialog = await openFilters();
    fireEvent.click(within(dialog).getByRole('button', { name: text.filters.jobTypes.selling }));
    expect(within(dialog).queryByTestId('filter-weeklyPayFrom')).toBeNull();
    expect(within(within(dialog).getByTestId('filter-priceTo')).getByText(text.filters.priceTo)).toBeTruthy();
    choose(dialog, 'priceFrom', '$100k');
    choose(dialog, 'priceTo', '$300k');
    choose(dialog, 'revenueFrom', '$30k');
    choose(dialog, 'stationsFrom', '8+');
    await apply();
    await waitFor(() => expect(searches().at(-1)?.get('priceFrom')).toBe('100000'));
    const query = searches().at(-1) ?? new URLSearchParams();
    expect([query.get('jobType'), query.get('priceTo'), query.get('revenueFrom'), query.get('stationsFrom')]).toEqual(['selling', '300000', '30000', '8']);

    // A range never runs backwards: a "from" above the "to" drops the "to".
    dialog = await openFilters();
    choose(dialog, 'priceFrom', '$500k');
    expect(within(within(dialog).getByTestId('filter-priceTo')).getByRole('button', { name: text.filters.any }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(dialog).getByRole('button', { name: text.filters.reset }));
    await apply();
    await waitFor(() => expect(searches().at(-1)?.has('priceFrom')).toBe(false));
    expect(['priceTo', 'revenueFrom', 'stationsFrom', 'weeklyPayFrom'].some((key) => searches().at(-1)?.has(key))).toBe(false);
  });

  it.each(LANGS)('sorts hiring posts by highest weekly pay and sales by lowest price, saying which posts that lists (%s)', async (lang) => {
    const { searches, text } = renderHomeSearches(lang);
    await waitFor(() => expect(searches().length).toBeGreaterThan(0));
    const sorts = (dialog: HTMLElement) => within(within(dialog).getByTestId('filter-sortBy')).getAllByRole('button').map((button) => button.textContent);
    const { none, distance, date, pay, price } = text.filters.sorts;
    /** Chooses the sort, whose note says which posts it lists, and checks the search it sends. */
    const sortAndApply = async (dialog: HTMLElement, sort: 'pay' | 'price', jobType: string) => {
      choose(dialog, 'sortBy', text.filters.sorts[sort]);
      expect(within(dialog).getByText(text.filters.sortsOnlyStated[sort])).toBeTruthy();
      await apply();
      await waitFor(() => expect(searches().at(-1)?.get('sortBy')).toBe(sort));
      expect(searches().at(-1)?.get('jobType')).toBe(jobType);
    };

    let dialog = await openFilters();
    expect(sorts(dialog)).toEqual([none, distance, date]);
    fireEvent.click(within(dialog).getByRole('button', { name: text.filters.jobTypes.hiring }));
    expect(sorts(dialog)).toEqual([none, distance, date, pay]);
    await sortAndApply(dialog, 'pay', 'hiring');

    // Another job type has no pay to sort by: the default order comes back.
    dialog = await openFilters();
    fireEvent.click(within(dialog).getByRole('button', { name: text.filters.jobTypes.selling }));
    expect(sorts(dialog)).toEqual([none, distance, date, price]);
    expect(within(within(dialog).getByTestId('filter-sortBy')).getByRole('button', { name: none }).getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).queryByText(text.filters.sortsOnlyStated.pay)).toBeNull();
    await sortAndApply(dialog, 'price', 'selling');

    dialog = await openFilters();
    fireEvent.click(within(dialog).getByRole('button', { name: text.filters.jobTypes.all }));
    await apply();
    await waitFor(() => expect(searches().at(-1)?.has('sortBy')).toBe(false));
  });
});
