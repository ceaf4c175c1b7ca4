/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { sampleJobPost } from '@chonail/shared/contracts/testing';
import { createI18n, en, I18nextProvider, vi, type Lang } from '@chonail/shared/i18n';
import { createAppStore, Provider } from '@chonail/web/data';
import { fakeApi } from '@chonail/web/data/testing';
import { MemoryRouter, Route, Routes } from '@chonail/web/router';
import { JobPage } from './JobPage';

// Leaflet needs a real browser (the browser tests draw the page's map); here it is left out.
jest.mock('./DeferredLocationMap', () => ({ DeferredLocationMap: () => null }));

const POST = sampleJobPost({ id: 41, title: 'Cần thợ bột gấp', phone: '+17135550299', hideAddress: false, fullAddress: '9889 Bellaire Blvd, Houston, TX 77036' });

function renderPage(lang: Lang, post = POST) {
  fakeApi({ [`GET /api/job-posts/${post.id}`]: { status: 200, body: post } });
  render(
    <Provider store={createAppStore()}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={[`/job/${post.id}`]}>
          <Routes>
            <Route path="/job/:id" element={<JobPage />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

describe('JobPage contact buttons (issue 36: the dialog’s "Nhắn tin" and "Chỉ đường" on the full page too)', () => {
  it.each([
    ['vi', vi],
    ['en', en],
  ] as const)('texts the post’s number and routes to the salon, beside the call button (%s)', async (lang, catalogue) => {
    renderPage(lang);
    const text = await screen.findByTestId('job-text');
    expect(text.getAttribute('href')).toBe('sms:+17135550299');
    expect(text.textContent).toBe(catalogue.detail.text);
    const directions = screen.getByTestId('job-directions');
    expect(directions.textContent).toBe(catalogue.detail.direction);
    expect(directions.getAttribute('href')).toBe(`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('9889 Bellaire Blvd, Houston, TX 77036')}`);
    // A maps app or a new tab, never this page replaced.
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(directions.getAttribute('rel')).toContain('noreferrer');
    // All three in one row, each a 44 px tap target.
    expect(screen.getByTestId('job-call').parentElement).toBe(text.parentElement);
    for (const link of [text, directions]) expect(link.className).toContain('min-h-11');
  });

  it('routes to the city, not a hidden street address', async () => {
    renderPage('vi', { ...POST, hideAddress: true, location: 'Houston, TX' });
    expect((await screen.findByTestId('job-directions')).getAttribute('href')).toBe(`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('Houston, TX')}`);
  });
});
