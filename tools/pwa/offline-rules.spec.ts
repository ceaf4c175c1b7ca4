import {
  isHashedAsset,
  isListingPage,
  isPersonalApiPath,
  isPhotoRequest,
  isPublicAnswer,
  isStorableListingRequest,
  isStorablePage,
  type RequestFacts,
} from './offline-rules';

const origin = 'https://chonail.com';
const get = (path: string, extra: Partial<RequestFacts> = {}): RequestFacts => ({ method: 'GET', url: `${origin}${path}`, origin, authorized: false, ...extra });

describe('what the service worker may keep', () => {
  it.each([
    '/api/auth/me',
    '/api/auth/refresh-token',
    '/api/user',
    '/api/users/12',
    '/api/saved-items',
    '/api/saved-items/check',
    '/api/my-job-posts',
    '/api/stores',
    '/api/billing/credits',
    '/api/create-payment-intent',
    '/api/admin/stats',
    '/api/customer-portal',
    '/api/media/uploads',
    '/api/upload-media',
    '/api/job-posts/12/payment',
    '/api/login',
    '/api/dev/sms-outbox',
  ])('%s is personal', (path) => {
    expect(isPersonalApiPath(path)).toBe(true);
    expect(isStorableListingRequest(get(path))).toBe(false);
  });

  it.each(['/api/job-posts/12', '/api/job-posts', '/api/media/files/abc', '/api/forum/threads', '/api/site-config'])('%s is not personal', (path) => {
    expect(isPersonalApiPath(path)).toBe(false);
  });

  it("keeps a listing's public detail, never one asked with a token, another method, origin or path", () => {
    expect(isStorableListingRequest(get('/api/job-posts/12'))).toBe(true);
    expect(isStorableListingRequest(get('/api/job-posts/12?lang=en'))).toBe(true);
    expect(isStorableListingRequest(get('/api/job-posts/12', { authorized: true }))).toBe(false);
    expect(isStorableListingRequest(get('/api/job-posts/12', { method: 'POST' }))).toBe(false);
    expect(isStorableListingRequest({ ...get('/api/job-posts/12'), url: 'https://evil.test/api/job-posts/12' })).toBe(false);
    for (const path of ['/api/job-posts', '/api/job-posts/map', '/api/job-posts/12/save-count', '/api/job-posts/abc']) {
      expect(isStorableListingRequest(get(path))).toBe(false);
    }
  });

  it('keeps photos asked without a token, from a page showing one listing, that the server gave', () => {
    expect(isPhotoRequest(get('/api/media/files/5acd1043-336f-4c8e-a6e3-e2f2b7d2bb87?variant=thumb'))).toBe(true);
    expect(isPhotoRequest(get('/api/media/files/5acd1043', { authorized: true }))).toBe(false);
    expect(isPhotoRequest(get('/api/media/uploads'))).toBe(false);
    expect(isListingPage(`${origin}/job/12`)).toBe(true);
    expect(isListingPage(`${origin}/?post=12`)).toBe(true);
    expect(isListingPage(`${origin}/map?post=7&type=hiring`)).toBe(true);
    expect(isListingPage(`${origin}/`)).toBe(false);
    expect(isListingPage(`${origin}/job/12/edit`)).toBe(false);
    expect(isListingPage('')).toBe(false);
    expect(isPublicAnswer(200, 'public, max-age=3600, s-maxage=60')).toBe(true);
    // Any request with cookies (language, location) is answered no-store; that says nothing of the file.
    expect(isPublicAnswer(200, 'no-store')).toBe(true);
    expect(isPublicAnswer(200, 'private, no-store')).toBe(false);
    expect(isPublicAnswer(404, 'public')).toBe(false);
  });

  it('keeps public pages, never personal ones', () => {
    for (const path of ['/', '/job/12', '/map', '/forum/thread/3', '/viec-lam-nail/tx/houston', '/about', '/saved-searches-guide']) expect(isStorablePage(path)).toBe(true);
    for (const path of ['/customerportal', '/my-posts/12', '/saved', '/saved-items', '/new-package', '/package', '/payment-success', '/admin/users', '/tuongadmin', '/s/AbCdEfGh_12', '/api/x']) {
      expect(isStorablePage(path)).toBe(false);
    }
  });

  it("keeps the build's hashed files only", () => {
    const asset = (path: string) => isHashedAsset({ method: 'GET', url: `${origin}${path}`, origin });
    expect(asset('/main.3b804e4f.css')).toBe(true);
    expect(asset('/remotes/browse/page-job.3848fc63.js')).toBe(true);
    expect(asset('/remotes/browse/layers-2x.9859cd12.png')).toBe(true);
    expect(asset('/remotes/browse/remoteEntry.js')).toBe(false);
    expect(asset('/remotes.json')).toBe(false);
    expect(asset('/sw.js')).toBe(false);
  });
});
