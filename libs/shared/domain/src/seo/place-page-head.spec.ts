import { headHtml } from './head';
import { missingPlacePageHead, placePageHead, placePageTitle, type PlacePageHeadInput } from './place-page-head';
import { citySlug, parsePlacePagePath, placePagePath, placePagePrefix, placePageRequest, placePageTwin } from './place-pages';

const ORIGIN = 'https://chonail.example';

const houston = (over: Partial<PlacePageHeadInput> = {}): PlacePageHeadInput => ({
  page: { kind: 'hiring', lang: 'vi', state: 'TX', city: 'houston' },
  placeName: 'Houston, TX',
  stateName: 'Texas',
  total: 42,
  pageNumber: 1,
  pageCount: 2,
  posts: [
    { id: 7, title: 'Cần thợ bột' },
    { id: 9, title: 'Cần thợ chân tay nước' },
  ],
  ...over,
});

describe('citySlug and place paths', () => {
  it('makes a path segment of a city name: accents, case and punctuation dropped', () => {
    expect(citySlug('Garden Grove')).toBe('garden-grove');
    expect(citySlug("Coeur d'Alene")).toBe('coeur-d-alene');
    expect(citySlug('St. Louis')).toBe('st-louis');
    expect(citySlug('  Đà Lạt ')).toBe('da-lat');
    expect(citySlug('<script>')).toBe('script');
  });

  it('reads back the paths it writes, in both languages, and knows the twin', () => {
    const page = { kind: 'sale', lang: 'en', state: 'CA', city: 'garden-grove' } as const;
    expect(placePagePath({ ...page, page: 3 })).toBe('/nail-salons-for-sale/ca/garden-grove?page=3');
    expect(parsePlacePagePath('/nail-salons-for-sale/ca/garden-grove')).toEqual(page);
    expect(placePagePath(placePageTwin(page))).toBe('/tiem-nail-ban/ca/garden-grove');
    expect(parsePlacePagePath('/viec-lam-nail/tx')).toEqual({ kind: 'hiring', lang: 'vi', state: 'TX' });
  });

  it('is not a place page for hostile or foreign paths', () => {
    for (const path of ['/viec-lam-nail/texas', '/viec-lam-nail/tx/..', '/viec-lam-nail/tx/%3Cscript%3E', '/nail-jobs/tx/a/b', '/job/1', `/nail-jobs/tx/${'a'.repeat(81)}`]) {
      expect(parsePlacePagePath(path)).toBeNull();
    }
  });
});

describe('placePageHead', () => {
  it('says what and where in the title, in each language and kind', () => {
    expect(placePageTitle('hiring', 'vi', 'Houston, TX', 42)).toBe('Việc làm nail ở Houston, TX — 42 tin cần thợ');
    expect(placePageTitle('hiring', 'en', 'Houston, TX', 42)).toBe('Nail jobs in Houston, TX — 42 openings');
    expect(placePageTitle('hiring', 'en', 'Houston, TX', 1)).toBe('Nail jobs in Houston, TX — 1 opening');
    expect(placePageTitle('sale', 'vi', 'Texas', 5)).toBe('Tiệm nail bán ở Texas — 5 tiệm đang bán');
    expect(placePageTitle('sale', 'en', 'Texas', 5, 2)).toBe('Nail salons for sale in Texas — 5 salons for sale — page 2');
  });

  it('names its canonical, its twin as alternates (x-default Vietnamese) and the next page', () => {
    const head = placePageHead(ORIGIN, houston());
    expect(head.lang).toBe('vi');
    expect(head.description).toContain('42 tin tuyển thợ nail ở Houston, TX');
    expect(head.canonical).toBe(`${ORIGIN}/viec-lam-nail/tx/houston`);
    expect(head.alternates).toEqual({ vi: `${ORIGIN}/viec-lam-nail/tx/houston`, en: `${ORIGIN}/nail-jobs/tx/houston`, xDefault: `${ORIGIN}/viec-lam-nail/tx/houston` });
    expect(head.prev).toBeUndefined();
    expect(head.next).toBe(`${ORIGIN}/viec-lam-nail/tx/houston?page=2`);
    expect(head.noindex).toBeUndefined();
  });

  it('pages: the last page links back, and every URL keeps its page in both languages', () => {
    const head = placePageHead(ORIGIN, houston({ page: { kind: 'hiring', lang: 'en', state: 'TX', city: 'houston' }, pageNumber: 2 }));
    expect(head.title).toBe('Nail jobs in Houston, TX — 42 openings — page 2');
    expect(head.canonical).toBe(`${ORIGIN}/nail-jobs/tx/houston?page=2`);
    expect(head.alternates?.vi).toBe(`${ORIGIN}/viec-lam-nail/tx/houston?page=2`);
    expect(head.alternates?.xDefault).toBe(`${ORIGIN}/viec-lam-nail/tx/houston?page=2`);
    expect(head.prev).toBe(`${ORIGIN}/nail-jobs/tx/houston`);
    expect(head.next).toBeUndefined();
  });

  it('carries the posts as an ItemList numbered across pages and the breadcrumbs Chợ Nail › state › city', () => {
    const [list, crumbs] = placePageHead(ORIGIN, houston({ pageNumber: 2 })).jsonLd as [Record<string, unknown>, Record<string, unknown>];
    expect(list).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 42,
      itemListElement: [
        { '@type': 'ListItem', position: 25, url: `${ORIGIN}/job/7` },
        { '@type': 'ListItem', position: 26, url: `${ORIGIN}/job/9` },
      ],
    });
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Chợ Nail', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Texas', item: `${ORIGIN}/viec-lam-nail/tx` },
        { '@type': 'ListItem', position: 3, name: 'Houston, TX', item: `${ORIGIN}/viec-lam-nail/tx/houston` },
      ],
    });
  });

  it('has two crumbs on a state page, the English home asking for English', () => {
    const head = placePageHead(ORIGIN, houston({ page: { kind: 'sale', lang: 'en', state: 'TX' }, placeName: 'Texas' }));
    const crumbs = head.jsonLd?.[1] as { itemListElement: Array<{ item: string }> };
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual([`${ORIGIN}/?lang=en`, `${ORIGIN}/nail-salons-for-sale/tx`]);
  });

  it('cannot carry markup a poster wrote into the head', () => {
    const html = headHtml(placePageHead(ORIGIN, houston({ posts: [{ id: 1, title: '</script><script>alert(1)</script>' }] })));
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('keeps a place without a page out of search results', () => {
    const head = missingPlacePageHead(ORIGIN, { kind: 'hiring', lang: 'en', state: 'TX', city: 'nowhere' });
    expect(head).toMatchObject({ lang: 'en', noindex: true, canonical: `${ORIGIN}/nail-jobs/tx/nowhere` });
    expect(missingPlacePageHead(ORIGIN, { kind: 'sale', lang: 'vi' })).toMatchObject({ lang: 'vi', noindex: true, canonical: `${ORIGIN}/tiem-nail-ban` });
  });

  it('knows a path under a place prefix even when the rest names no place', () => {
    expect(placePagePrefix('/tiem-nail-ban/TX/%3Cscript%3E')).toEqual({ kind: 'sale', lang: 'vi' });
    expect(placePagePrefix('/nail-jobs')).toEqual({ kind: 'hiring', lang: 'en' });
    expect(placePagePrefix('/job/1')).toBeNull();
    expect(placePagePrefix('/')).toBeNull();
  });
});

describe('placePageRequest', () => {
  it("asks for the page's list with its page, encoding whatever the address carries", () => {
    expect(placePageRequest({ kind: 'hiring', lang: 'vi', state: 'TX', city: 'houston' }, '')).toBe('/api/place-pages?kind=hiring&state=TX&city=houston&page=1');
    expect(placePageRequest({ kind: 'sale', lang: 'en', state: 'TX' }, '?page=2&post=9')).toBe('/api/place-pages?kind=sale&state=TX&page=2');
    expect(placePageRequest({ kind: 'sale', lang: 'en', state: 'TX' }, '?page=%3Cx%3E')).toBe('/api/place-pages?kind=sale&state=TX&page=%3Cx%3E');
  });
});
