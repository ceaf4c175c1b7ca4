/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { sampleJobPost } from '@chonail/shared/contracts/testing';
import { createI18n, I18nextProvider } from '@chonail/shared/i18n';
import { bindStore, createAppStore, Provider, signedIn } from '@chonail/web/data';
import { fakeApi } from '@chonail/web/data/testing';
import { MemoryRouter } from '@chonail/web/router';
import JobDetailModal from './JobDetailModal';

jest.mock('../map/LocationMap', () => ({ __esModule: true, default: () => null }));

/**
 * Issue 39: the detail's Directions and Share buttons report their taps for the poster's
 * statistics (POST /api/job-posts/{id}/events) without holding the tap up, and a list that opens
 * the detail says the state it searched in (`?from=`).
 */
const POST = sampleJobPost({ id: 41, title: 'Cần thợ bột gấp', location: 'Houston, TX', fullAddress: '9889 Bellaire Blvd, Houston, TX 77036' });

function renderDetail({ from, token }: { from?: string; token?: string } = {}) {
  const store = createAppStore();
  if (token) store.dispatch(signedIn({ accessToken: token }));
  // The shell binds its store once; plain requests (outside RTK Query) read the session from it.
  bindStore(store);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n('vi')}>
        <MemoryRouter initialEntries={['/?post=41']}>
          <JobDetailModal post={POST} onClose={() => undefined} from={from} />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

const events = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/job-posts/41/events' && init?.method === 'POST')
    .map(([, init]) => ({ body: JSON.parse(String(init?.body)), auth: (init?.headers as Record<string, string>)['Authorization'] ?? null }));

afterEach(() => {
  // A signed-in store keeps its session in the browser's storage, which the next store would read.
  localStorage.clear();
  sessionStorage.clear();
  delete (navigator as { share?: unknown }).share;
  delete (navigator as { canShare?: unknown }).canShare;
});

describe('the detail reports Directions and Share taps', () => {
  it('sends a direction tap with the session when Directions is tapped, and the maps link still opens', async () => {
    const fetchMock = fakeApi({ 'GET /api/job-posts/41?from=CA': { status: 200, body: POST }, 'POST /api/job-posts/41/events': { status: 200, body: { counted: true } } });
    renderDetail({ from: 'CA', token: 'member-token' });
    const directions = await screen.findByTestId('detail-directions');
    expect(directions.getAttribute('href')).toContain('https://www.google.com/maps/dir/');
    expect(directions.getAttribute('target')).toBe('_blank');
    fireEvent.click(directions);
    await waitFor(() => expect(events(fetchMock)).toEqual([{ body: { kind: 'direction' }, auth: 'Bearer member-token' }]));
    // The list's searched state went with the post's read.
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/job-posts/41?from=CA');
  });

  it('sends a share as the share sheet opens, and a refused report changes nothing for the reader', async () => {
    const share = jest.fn(async () => undefined);
    Object.assign(navigator, { share, canShare: jest.fn(() => true) });
    const fetchMock = fakeApi({
      'GET /api/job-posts/41': { status: 200, body: POST },
      'POST /api/job-posts/41/events': { status: 429, body: { message: 'Too many taps', code: 'POST_EVENTS_RATE_LIMITED' } },
    });
    renderDetail();
    fireEvent.click(await screen.findByTestId('detail-share'));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(events(fetchMock)).toEqual([{ body: { kind: 'share' }, auth: null }]));
    // Nothing is shown about it: no alert, no toast, the dialog as it was.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('detail-share')).toBeTruthy();
  });

  it('reads the post without a state when it was opened some other way (a link, the map)', async () => {
    const fetchMock = fakeApi({ 'GET /api/job-posts/41': { status: 200, body: POST } });
    renderDetail();
    await screen.findByTestId('detail-directions');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/job-posts/41');
    expect(fetchMock.mock.calls.map(([url]) => url).some((url) => String(url).includes('from='))).toBe(false);
  });
});
