import { PLACE_PAGE_PREFIXES, placePagePath } from '@chonail/shared/domain';
import { findRemoteRoute, findWebRoute, matchRoute } from './routes';

describe('web routes', () => {
  it('match as the router does: params, splats, trailing slash, any case', () => {
    expect(matchRoute('/job/:id', '/job/12')).toEqual({ id: '12' });
    expect(matchRoute('/job/:id', '/job/12/')).toEqual({ id: '12' });
    expect(matchRoute('/job/:id', '/job')).toBeNull();
    expect(matchRoute('/job/:id', '/job/1/2')).toBeNull();
    expect(matchRoute('/admin/*', '/admin')).toEqual({});
    expect(matchRoute('/admin/*', '/admin/posts/3')).toEqual({});
    expect(matchRoute('/about', '/About')).toEqual({});
    expect(matchRoute('/', '/')).toEqual({});
  });

  it('know every page of the shell and the remotes, and nothing else', () => {
    expect(findWebRoute('/job/7')).toEqual({ pattern: '/job/:id', params: { id: '7' } });
    expect(findWebRoute('/contact')?.pattern).toBe('/contact');
    expect(findWebRoute('/customerportal')?.pattern).toBe('/customerportal');
    expect(findWebRoute('/khong-co')).toBeNull();
    expect(findWebRoute('/jobs/7')).toBeNull();
  });

  it("name the remote and page of a remote's path, and nothing for the shell's own pages", () => {
    expect(findRemoteRoute('/map')).toMatchObject({ remote: 'browse', page: 'map' });
    expect(findRemoteRoute('/job/7')).toMatchObject({ remote: 'browse', page: 'job' });
    expect(findRemoteRoute('/admin/posts/3')).toMatchObject({ remote: 'admin', page: 'admin' });
    expect(findRemoteRoute('/about')).toBeNull();
    expect(findRemoteRoute('/khong-co')).toBeNull();
  });

  it("open the browse remote's place page on every city and state path the domain writes, in both languages", () => {
    for (const kind of ['hiring', 'sale'] as const) {
      for (const lang of ['vi', 'en'] as const) {
        expect(PLACE_PAGE_PREFIXES[kind][lang]).toMatch(/^[a-z-]+$/);
        expect(findRemoteRoute(placePagePath({ kind, lang, state: 'TX' }))).toMatchObject({ remote: 'browse', page: 'place' });
        expect(findRemoteRoute(placePagePath({ kind, lang, state: 'TX', city: 'garden-grove' }))).toMatchObject({ remote: 'browse', page: 'place' });
      }
    }
    expect(findRemoteRoute('/viec-lam-nail')).toBeNull();
  });
});

describe('matchRoute with a trailing optional parameter (issue 37: state and city pages)', () => {
  it('takes the segment or its absence, and nothing more', () => {
    expect(matchRoute('/viec-lam-nail/:state/:city?', '/viec-lam-nail/tx/houston')).toEqual({ state: 'tx', city: 'houston' });
    expect(matchRoute('/viec-lam-nail/:state/:city?', '/viec-lam-nail/tx')).toEqual({ state: 'tx' });
    expect(matchRoute('/viec-lam-nail/:state/:city?', '/viec-lam-nail')).toBeNull();
    expect(matchRoute('/viec-lam-nail/:state/:city?', '/viec-lam-nail/tx/houston/x')).toBeNull();
  });
});
