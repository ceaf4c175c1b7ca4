import { EARLY_RESPONSES, firstScreenRequests, forumThreadsPath, homeArrivalLocation, jobPageId, parseStoredLocation, serverRenderRequests, takeEarlyResponse } from './first-screen';
import { DEFAULT_SEARCH_FILTERS, searchQuery } from './search-filters';

// The URL the home page's query asks for (listings-api's searchJobPosts builds it this way).
const homeUrl = (query: Record<string, string>) => `/api/job-posts?${new URLSearchParams(query).toString()}`;

describe('the first screen requests', () => {
  it('home: the arrival default (TX) for a first visit, as the page searches', () => {
    expect(firstScreenRequests('/', '', null)).toEqual(['/api/job-posts?state=TX&limit=50']);
    expect(firstScreenRequests('/', '', null)).toEqual([homeUrl(searchQuery({ state: 'TX', city: null }, DEFAULT_SEARCH_FILTERS))]);
  });

  it('home: a stored city, with the job type from the address', () => {
    const stored = JSON.stringify({ city: 'Westminster', state: 'CA' });
    expect(firstScreenRequests('/', '?filter=hiring', stored)).toEqual(['/api/job-posts?state=CA&city=Westminster&jobType=hiring&limit=50']);
    expect(firstScreenRequests('/', '?jobType=selling', stored)).toEqual([
      homeUrl(searchQuery({ state: 'CA', city: 'Westminster' }, { ...DEFAULT_SEARCH_FILTERS, jobType: 'selling' })),
    ]);
  });

  it('home: a stored VA or an unreadable value means TX, as on arrival', () => {
    for (const stored of [JSON.stringify({ state: 'VA', city: 'Richmond' }), '{not json', JSON.stringify({ state: 'texas' }), 'null']) {
      expect(firstScreenRequests('/', '', stored)).toEqual(['/api/job-posts?state=TX&limit=50']);
    }
  });

  it('a job page asks for its post, the map for its points and tiles; other pages for nothing', () => {
    expect(firstScreenRequests('/job/131', '', null)).toEqual(['/api/job-posts/131']);
    expect(firstScreenRequests('/job/007', '', null)).toEqual(['/api/job-posts/7']);
    expect(firstScreenRequests('/map', '', null)).toEqual(['/api/job-posts/map', '/api/site-config']);
    for (const path of ['/job/abc', '/job/1/edit', '/about', '/customerportal', '/admin/users', '/map/x']) expect(firstScreenRequests(path, '', null)).toEqual([]);
  });

  it('reads the stored location the way the location slice does', () => {
    expect(parseStoredLocation(JSON.stringify({ state: 'CA', city: '' }))).toEqual({ state: 'CA', city: null });
    expect(parseStoredLocation(JSON.stringify({ state: 'CA', city: 7 }))).toEqual({ state: 'CA', city: null });
    expect(parseStoredLocation(null)).toBeNull();
    expect(homeArrivalLocation({ state: 'CA', city: 'Garden Grove' })).toEqual({ state: 'CA', city: 'Garden Grove' });
    expect(jobPageId('/job/12')).toBe(12);
    expect(jobPageId('/job/')).toBeNull();
  });
});

describe('takeEarlyResponse', () => {
  afterEach(() => delete (globalThis as Record<symbol, unknown>)[EARLY_RESPONSES]);

  it('hands an early answer out once, and nothing when the shell asked for none', async () => {
    expect(takeEarlyResponse('/api/job-posts/1')).toBeUndefined();
    const answer = Promise.resolve(new Response('{}'));
    (globalThis as Record<symbol, unknown>)[EARLY_RESPONSES] = new Map([['/api/job-posts/1', answer]]);
    expect(takeEarlyResponse('/api/job-posts/2')).toBeUndefined();
    expect(takeEarlyResponse('/api/job-posts/1')).toBe(answer);
    expect(takeEarlyResponse('/api/job-posts/1')).toBeUndefined();
  });
});

describe('serverRenderRequests (issue 37: what the server asks for to render a page)', () => {
  it('asks for what the browser would, and for the forum and city pages the browser leaves to the server', () => {
    expect(serverRenderRequests('/', '', null)).toEqual(firstScreenRequests('/', '', null));
    expect(serverRenderRequests('/job/12', '', null)).toEqual(['/api/job-posts/12']);
    expect(serverRenderRequests('/forum', '', null)).toEqual(['/api/forum/threads?page=1']);
    expect(serverRenderRequests('/forum', '?page=3&category=pay&q=%20lương%20', null)).toEqual([forumThreadsPath({ page: 3, category: 'pay', q: 'lương' })]);
    expect(serverRenderRequests('/forum', '?page=abc', null)).toEqual(['/api/forum/threads?page=1']);
    expect(serverRenderRequests('/forum/thread/7', '?page=2', null)).toEqual(['/api/forum/threads/7?page=2']);
    expect(serverRenderRequests('/forum/post/9', '', null)).toEqual(['/api/forum/posts/9']);
    expect(serverRenderRequests('/forum/thread/x', '', null)).toEqual([]);
    expect(serverRenderRequests('/viec-lam-nail/tx/houston', '?page=2', null)).toEqual(['/api/place-pages?kind=hiring&state=TX&city=houston&page=2']);
    expect(serverRenderRequests('/nail-salons-for-sale/ca', '', null)).toEqual(['/api/place-pages?kind=sale&state=CA&page=1']);
    expect(firstScreenRequests('/forum', '', null)).toEqual([]);
  });
});
