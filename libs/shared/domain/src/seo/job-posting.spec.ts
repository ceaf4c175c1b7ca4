import { EMPTY_HIRING_FACTS, EMPTY_SALON_FACTS } from '../listing-facts';
import { jobPostingJsonLd, postBreadcrumbsJsonLd } from './job-posting';
import type { HeadContext, PostForHead, SeoCopy } from './page-heads';

const ORIGIN = 'https://chonail.test';
const copy = { job: { hiringCrumb: 'Việc làm nail ở {{place}}', saleCrumb: 'Tiệm nail bán ở {{place}}' } } as SeoCopy;
const ctx = (lang: 'vi' | 'en'): HeadContext => ({ origin: ORIGIN, lang, copy });

function post(fields: Partial<PostForHead> = {}): PostForHead {
  return {
    id: 42,
    jobType: 'hiring',
    title: 'Cần thợ bột',
    description: 'Tiệm đông khách, bao lương.',
    storeName: 'Lotus Nails',
    city: 'Garden Grove',
    state: 'CA',
    zipcode: '92840',
    streetAddress: '10130 Garden Grove Blvd',
    hiring: { ...EMPTY_HIRING_FACTS, guaranteeAmount: 1200, guaranteePer: 'week', schedule: 'part_time' },
    weeklyPay: 1200,
    salon: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    expiresAt: '2027-05-01T10:00:00.000Z',
    updatedAt: '2026-11-20T08:30:00.000Z',
    ...fields,
  };
}

/** Google's required JobPosting properties (Search Central, "Job posting structured data"). */
const REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'] as const;

describe('JobPosting', () => {
  it('carries Google’s required fields and the recommended ones the post states', () => {
    const data = jobPostingJsonLd(post(), ctx('vi')) as unknown as Record<string, unknown>;
    for (const key of REQUIRED) expect(data[key]).toBeTruthy();
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Cần thợ bột',
      description: 'Tiệm đông khách, bao lương.',
      datePosted: '2026-11-01T10:00:00.000Z',
      validThrough: '2027-05-01T10:00:00.000Z',
      employmentType: 'PART_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Lotus Nails' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '10130 Garden Grove Blvd',
          addressLocality: 'Garden Grove',
          addressRegion: 'CA',
          postalCode: '92840',
          addressCountry: 'US',
        },
      },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', value: 1200, unitText: 'WEEK' } },
      directApply: false,
      url: `${ORIGIN}/job/42`,
    });
    // No phone number anywhere in it.
    expect(JSON.stringify(data)).not.toMatch(/\+1\d{10}|telephone/);
  });

  it('a stated range is minValue and maxValue a week', () => {
    const data = jobPostingJsonLd(post({ hiring: { ...EMPTY_HIRING_FACTS, payRange: { from: 180, to: 250, per: 'day' }, daysPerWeek: 5 }, weeklyPay: 900 }), ctx('vi'));
    expect(data).toMatchObject({ baseSalary: { value: { minValue: 900, maxValue: 1250, unitText: 'WEEK' } } });
  });

  it('leaves out what the post does not say: salary (or only the commission guess), schedule, expiry, ZIP, a hidden street, the salon’s name', () => {
    const bare = jobPostingJsonLd(post({ hiring: null, weeklyPay: null, expiresAt: null, zipcode: null, streetAddress: null, storeName: null }), ctx('en')) as unknown as Record<string, unknown>;
    expect(bare['baseSalary']).toBeUndefined();
    expect(bare['employmentType']).toBeUndefined();
    expect(bare['validThrough']).toBeUndefined();
    expect(bare['hiringOrganization']).toEqual({ '@type': 'Organization', name: 'Chợ Nail' });
    expect(bare['jobLocation']).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Garden Grove', addressRegion: 'CA', addressCountry: 'US' } });
    for (const key of REQUIRED) expect(bare[key]).toBeTruthy();
    const guess = jobPostingJsonLd(post({ hiring: { ...EMPTY_HIRING_FACTS, commissionPercent: 60 }, weeklyPay: 900 }), ctx('vi')) as unknown as Record<string, unknown>;
    expect(guess['baseSalary']).toBeUndefined();
  });

  it('is not made for a salon for sale or a transfer', () => {
    expect(jobPostingJsonLd(post({ jobType: 'selling', hiring: null, salon: { ...EMPTY_SALON_FACTS, askingPrice: 90000 } }), ctx('vi'))).toBeNull();
    expect(jobPostingJsonLd(post({ jobType: 'transfer' }), ctx('vi'))).toBeNull();
  });
});

describe('a post’s breadcrumbs', () => {
  it('home › the city page of its kind in the page’s language › the post', () => {
    expect(postBreadcrumbsJsonLd(post(), ctx('vi'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Chợ Nail', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Việc làm nail ở Garden Grove, CA', item: `${ORIGIN}/viec-lam-nail/ca/garden-grove` },
        { '@type': 'ListItem', position: 3, name: 'Cần thợ bột', item: `${ORIGIN}/job/42` },
      ],
    });
    const sale = postBreadcrumbsJsonLd(post({ jobType: 'selling' }), ctx('en'));
    expect(sale.itemListElement).toEqual([
      expect.objectContaining({ item: `${ORIGIN}/?lang=en` }),
      expect.objectContaining({ name: 'Tiệm nail bán ở Garden Grove, CA', item: `${ORIGIN}/nail-salons-for-sale/ca/garden-grove` }),
      expect.objectContaining({ item: `${ORIGIN}/job/42?lang=en` }),
    ]);
  });
});
