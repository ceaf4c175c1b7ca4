/** @jest-environment jsdom */
import { cleanup, render, screen } from '@testing-library/react';
import type { JobPost } from '@chonail/shared/contracts';
import { sampleJobPost } from '@chonail/shared/contracts/testing';
import { createI18n, I18nextProvider, type Lang } from '@chonail/shared/i18n';
import { createAppStore, Provider } from '@chonail/web/data';
import { JobCard } from './JobCard';

const NOW = new Date('2026-11-24T12:00:00Z');
const hoursAgo = (n: number) => new Date(NOW.getTime() - n * 3_600_000).toISOString();

function renderCard(overrides: Partial<JobPost>, lang: Lang) {
  render(
    <Provider store={createAppStore()}>
      <I18nextProvider i18n={createI18n(lang)}>
        <JobCard post={sampleJobPost(overrides, NOW)} now={NOW} />
      </I18nextProvider>
    </Provider>,
  );
}

describe('the card’s distance and age line', () => {
  it.each<[Lang, string, string, string]>([
    ['vi', '12 dặm', '2 giờ trước', '1 giờ trước'],
    ['en', '12 mi', '2 hours ago', '1 hour ago'],
  ])('%s: shows the distance from the searched place and how long ago it was posted', (lang, miles, twoHours, oneHour) => {
    renderCard({ distance: 12.3, createdAt: hoursAgo(2.5) }, lang);
    expect(screen.getByTestId('card-distance').textContent).toContain(miles);
    expect(screen.getByTestId('card-age').textContent).toBe(twoHours);
    cleanup();
    renderCard({ distance: 0.2, createdAt: hoursAgo(1) }, lang);
    expect(screen.getByTestId('card-distance').textContent).toContain('< 1');
    expect(screen.getByTestId('card-age').textContent).toBe(oneHour);
  });

  it('shows no distance when the search had no place to measure from', () => {
    renderCard({ distance: undefined, createdAt: hoursAgo(30) }, 'en');
    expect(screen.queryByTestId('card-distance')).toBeNull();
    expect(screen.getByTestId('card-age').textContent).toBe('1 day ago');
  });
});
