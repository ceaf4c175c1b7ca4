import { isSafeBackPath, jobPageBackTarget, relatedPosts } from './job-page';

describe('job page back button (spec 01 "Public job detail")', () => {
  const base = { ref: null, storedReferrer: null, jobType: null, signedIn: false } as const;

  it('prefers the ref parameter, then the stored referrer', () => {
    expect(jobPageBackTarget({ ...base, ref: '/?filter=selling', storedReferrer: '/saved', jobType: 'hiring' })).toBe('/?filter=selling');
    expect(jobPageBackTarget({ ...base, storedReferrer: '/saved', jobType: 'hiring' })).toBe('/saved');
  });

  it('falls back to the job type filter, then the portal when signed in, else home', () => {
    expect(jobPageBackTarget({ ...base, jobType: 'selling' })).toBe('/?filter=selling');
    expect(jobPageBackTarget({ ...base, jobType: 'transfer', signedIn: true })).toBe('/customerportal');
    expect(jobPageBackTarget({ ...base, signedIn: true })).toBe('/customerportal');
    expect(jobPageBackTarget(base)).toBe('/');
  });

  it("takes a signed-in owner to their own post's page, whatever the referrer (spec 01 section 2)", () => {
    expect(jobPageBackTarget({ ...base, ref: '/?filter=selling', storedReferrer: '/saved', jobType: 'hiring', signedIn: true, ownPostId: 42 })).toBe('/my-posts/42');
    expect(jobPageBackTarget({ ...base, signedIn: true, ownPostId: null, storedReferrer: '/saved' })).toBe('/saved');
    // A stale owner flag after signing out changes nothing.
    expect(jobPageBackTarget({ ...base, signedIn: false, ownPostId: 42 })).toBe('/');
  });

  it('never leaves the site, whatever ref says', () => {
    for (const ref of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example', 'saved', '']) {
      expect(isSafeBackPath(ref)).toBe(false);
      expect(jobPageBackTarget({ ...base, ref })).toBe('/');
    }
    expect(isSafeBackPath('/map')).toBe(true);
    expect(isSafeBackPath(`/${'a'.repeat(600)}`)).toBe(false);
  });
});

describe('related posts', () => {
  it('drops the post itself and keeps at most three, in order', () => {
    const list = [{ id: 5 }, { id: 9 }, { id: 2 }, { id: 7 }];
    expect(relatedPosts(list, 9)).toEqual([{ id: 5 }, { id: 2 }, { id: 7 }]);
    expect(relatedPosts(list, 1)).toEqual([{ id: 5 }, { id: 9 }, { id: 2 }]);
    expect(relatedPosts([], 1)).toEqual([]);
  });
});
