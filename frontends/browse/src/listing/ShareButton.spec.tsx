/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { JobPost } from '@chonail/shared/contracts';
import { sampleJobPost } from '@chonail/shared/contracts/testing';
import { EMPTY_HIRING_FACTS, EMPTY_SALON_FACTS } from '@chonail/shared/domain';
import { createI18n, en, I18nextProvider, vi, type Lang } from '@chonail/shared/i18n';
import { createAppStore, Provider } from '@chonail/web/data';
import { fakeApi } from '@chonail/web/data/testing';
import { MemoryRouter, Route, Routes } from '@chonail/web/router';
import { dismissToast, JobCard } from '@chonail/web/ui';
import { JobPage } from '../job/JobPage';
import JobDetailModal from './JobDetailModal';
import { ShareButton } from './ShareButton';

// Leaflet needs a real browser (the browser tests draw the maps); here they are left out.
jest.mock('../job/DeferredLocationMap', () => ({ DeferredLocationMap: () => null }));
jest.mock('../map/LocationMap', () => ({ __esModule: true, default: () => null }));

const HIRING = sampleJobPost({
  id: 41,
  title: 'Cần thợ bột gấp',
  location: 'Houston, TX',
  hiring: { ...EMPTY_HIRING_FACTS, guaranteeAmount: 180, guaranteePer: 'day', commissionPercent: 60, housing: true, payRange: { from: 1100, to: 1500, per: 'week' } },
  weeklyPay: 1100,
});
const SALE = sampleJobPost({ id: 42, jobType: 'selling', title: 'Bán tiệm 8 ghế', location: 'Katy, TX', salon: { ...EMPTY_SALON_FACTS, askingPrice: 250_000, monthlyRevenue: 40_000, stations: 8 } });
const BARE = sampleJobPost({ id: 43, title: 'Cần thợ chân tay nước', location: 'Boise, ID', hiring: null, weeklyPay: null });
const LANGS = [
  ['vi', vi],
  ['en', en],
] as const;
const { origin } = window.location;

type Shared = { share?: jest.Mock; canShare?: jest.Mock };

/** A phone's Web Share API; `share` answers as given. */
function withWebShare(share: jest.Mock): Required<Shared> {
  const api = { share, canShare: jest.fn(() => true) };
  Object.assign(navigator as unknown as Shared, api);
  return api;
}

function withClipboard(writeText: jest.Mock = jest.fn(async () => undefined)) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

function renderButton(lang: Lang, post: JobPost = HIRING) {
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <ShareButton post={post} title={post.title} testId="job" />
    </I18nextProvider>,
  );
  return screen.getByTestId('job-share');
}

afterEach(() => {
  delete (navigator as unknown as Shared).share;
  delete (navigator as unknown as Shared).canShare;
  act(() => dismissToast());
});

describe('ShareButton with the Web Share API (a phone)', () => {
  it.each(LANGS)('opens the system share sheet with the title, pay and city, and the absolute link (%s)', async (lang, t) => {
    const { share, canShare } = withWebShare(jest.fn(async () => undefined));
    const button = renderButton(lang);
    expect(button.textContent).toBe(t.share.button);
    fireEvent.click(button);
    const sent = { title: 'Cần thợ bột gấp', text: `${t.facts.weeklyPayChip.replace('{{amount}}', '$1,100–1,500')} · Houston, TX`, url: `${origin}/job/41` };
    await waitFor(() => expect(share).toHaveBeenCalledWith(sent));
    expect(canShare).toHaveBeenCalledWith(sent);
    await act(async () => undefined);
    expect(screen.queryByTestId('share-menu')).toBeNull();
  });

  it.each(LANGS)('sends a sale’s asking price, as its card shows it (%s)', async (lang, t) => {
    const { share } = withWebShare(jest.fn(async () => undefined));
    fireEvent.click(renderButton(lang, SALE));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Bán tiệm 8 ghế', text: `${t.facts.priceChip.replace('{{amount}}', '$250k')} · Katy, TX`, url: `${origin}/job/42` }));
  });

  it('sends the city alone for a post that states no pay', async () => {
    const { share } = withWebShare(jest.fn(async () => undefined));
    fireEvent.click(renderButton('vi', BARE));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Cần thợ chân tay nước', text: 'Boise, ID', url: `${origin}/job/43` }));
  });

  it.each(LANGS)('does nothing more when the person closes the sheet (AbortError) (%s)', async (lang) => {
    const { share } = withWebShare(jest.fn(async () => Promise.reject(new DOMException('Share canceled', 'AbortError'))));
    fireEvent.click(renderButton(lang));
    await waitFor(() => expect(share).toHaveBeenCalled());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('share-menu')).toBeNull();
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('offers the menu when the sheet refuses (not a cancel)', async () => {
    withWebShare(jest.fn(async () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError'))));
    fireEvent.click(renderButton('vi'));
    expect(await screen.findByTestId('share-menu')).toBeTruthy();
  });

  it('offers the menu when the phone cannot share this (canShare false)', async () => {
    const { share, canShare } = withWebShare(jest.fn(async () => undefined));
    canShare.mockReturnValue(false);
    fireEvent.click(renderButton('vi'));
    expect(await screen.findByTestId('share-menu')).toBeTruthy();
    expect(share).not.toHaveBeenCalled();
  });
});

describe('the shared pay or price is the card’s', () => {
  const posts = {
    range: HIRING,
    commission: sampleJobPost({ id: 44, location: 'Dallas, TX', hiring: { ...EMPTY_HIRING_FACTS, commissionPercent: 60 }, weeklyPay: 900 }),
    daily: sampleJobPost({ id: 45, location: 'Austin, TX', hiring: { ...EMPTY_HIRING_FACTS, guaranteeAmount: 200, guaranteePer: 'day', daysPerWeek: 6 }, weeklyPay: 1200 }),
    sale: SALE,
  };
  it.each(LANGS.flatMap(([lang]) => Object.entries(posts).map(([kind, post]) => [lang, kind, post] as const)))('%s, %s post', async (lang, _kind, post) => {
    const { share } = withWebShare(jest.fn(async () => undefined));
    fireEvent.click(renderButton(lang, post));
    render(
      <Provider store={createAppStore()}>
        <I18nextProvider i18n={createI18n(lang)}>
          <JobCard post={post} />
        </I18nextProvider>
      </Provider>,
    );
    const chip = screen.getAllByTestId('fact-chip')[0]?.textContent;
    await waitFor(() => expect(share).toHaveBeenCalledWith(expect.objectContaining({ text: `${chip} · ${post.location}` })));
  });
});

describe('ShareButton without the Web Share API (Facebook, Zalo, SMS, copy link)', () => {
  it.each(LANGS)('offers the four choices with their links (%s)', async (lang, t) => {
    fireEvent.click(renderButton(lang));
    const menu = await screen.findByTestId('share-menu');
    expect(within(menu).getByRole('heading').textContent).toBe(t.share.menuTitle);
    const url = `${origin}/job/41`;
    const facebook = within(menu).getByTestId('share-facebook');
    expect(facebook.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(facebook.getAttribute('target')).toBe('_blank');
    expect(facebook.getAttribute('rel')).toBe('noopener noreferrer');
    expect(facebook.textContent).toContain(t.share.facebook);
    const pay = t.facts.weeklyPayChip.replace('{{amount}}', '$1,100–1,500');
    expect(within(menu).getByTestId('share-sms').getAttribute('href')).toBe(`sms:?&body=${encodeURIComponent(`Cần thợ bột gấp\n${pay} · Houston, TX\n${url}`)}`);
    expect(within(menu).getByTestId('share-zalo').textContent).toContain(t.share.zaloHint);
    expect(within(menu).getByTestId('share-copy').textContent).toContain(t.share.copy);
    // The choices in order, nothing else to tap but the dialog's close.
    expect(within(menu).getAllByRole('listitem').map((item) => item.firstElementChild?.getAttribute('data-testid'))).toEqual(['share-facebook', 'share-zalo', 'share-sms', 'share-copy']);
  });

  it.each(LANGS)('copies the link and says so (%s)', async (lang, t) => {
    const writeText = withClipboard();
    fireEvent.click(renderButton(lang));
    fireEvent.click(await screen.findByTestId('share-copy'));
    const menu = screen.getByTestId('share-menu');
    expect((await within(menu).findByTestId('toast')).textContent).toContain(t.share.copied);
    expect(writeText).toHaveBeenCalledWith(`${origin}/job/41`);
  });

  it.each(LANGS)('Zalo copies the link and says to paste it in Zalo (%s)', async (lang, t) => {
    const writeText = withClipboard();
    fireEvent.click(renderButton(lang));
    fireEvent.click(await screen.findByTestId('share-zalo'));
    const toast = await within(screen.getByTestId('share-menu')).findByTestId('toast');
    expect(toast.textContent).toContain(t.share.copied);
    expect(toast.textContent).toContain(t.share.copiedForZalo);
    expect(writeText).toHaveBeenCalledWith(`${origin}/job/41`);
  });

  it.each(LANGS)('shows the link to copy by hand when the clipboard refuses (%s)', async (lang, t) => {
    withClipboard(jest.fn(async () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))));
    fireEvent.click(renderButton(lang));
    fireEvent.click(await screen.findByTestId('share-copy'));
    const menu = screen.getByTestId('share-menu');
    expect((await within(menu).findByTestId('toast')).textContent).toContain(t.share.copyFailed);
    expect((within(menu).getByLabelText(t.share.link) as HTMLInputElement).value).toBe(`${origin}/job/41`);
  });

  it('closes with Escape and gives the focus back to the share button', async () => {
    const button = renderButton('en');
    button.focus();
    fireEvent.click(button);
    const menu = await screen.findByTestId('share-menu');
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('share-menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});

describe('where the share button is', () => {
  const renderWithStore = (ui: React.ReactNode, path: string, lang: Lang) =>
    render(
      <Provider store={createAppStore()}>
        <I18nextProvider i18n={createI18n(lang)}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );

  it.each(LANGS)('sits beside the save heart on the job page (%s)', async (lang, t) => {
    fakeApi({ 'GET /api/job-posts/41': { status: 200, body: HIRING } });
    renderWithStore(
      <Routes>
        <Route path="/job/:id" element={<JobPage />} />
      </Routes>,
      '/job/41',
      lang,
    );
    const share = await screen.findByTestId('job-share');
    expect(share.textContent).toBe(t.share.button);
    expect(share.previousElementSibling?.getAttribute('data-testid')).toBe('save-button');
    expect(share.className).toContain('min-h-11');
  });

  it.each(LANGS)('sits beside the save heart in the detail dialog (%s)', async (lang, t) => {
    fakeApi({ 'GET /api/job-posts/41': { status: 200, body: HIRING } });
    renderWithStore(<JobDetailModal post={HIRING} onClose={() => undefined} />, '/', lang);
    const share = await screen.findByTestId('detail-share');
    expect(share.textContent).toBe(t.share.button);
    expect(share.previousElementSibling?.getAttribute('data-testid')).toBe('save-button');
  });
});
