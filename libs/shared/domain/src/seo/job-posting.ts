import type { BreadcrumbList, JobPosting, MonetaryAmount, WithContext } from 'schema-dts';
import { shownWeeklyPay } from '../listing-facts';
import { SITE_NAME } from './head';
import type { HeadContext, PostForHead } from './page-heads';
import { citySlug, placePagePath } from './place-pages';
import { fillCopy, placeName } from './text';

/** schema.org's JobPosting employmentType for a post's stated schedule. */
const EMPLOYMENT_TYPE = { full_time: 'FULL_TIME', part_time: 'PART_TIME' } as const;

/**
 * The weekly pay as Google's baseSalary: a stated range as min and max, one figure as its value.
 * Left out when the only figure is the commission estimate (the card's "≈"): a guess is not a salary.
 */
function baseSalary(post: Pick<PostForHead, 'hiring' | 'weeklyPay'>): MonetaryAmount | undefined {
  const pay = shownWeeklyPay(post.hiring, post.weeklyPay);
  if (!pay || pay.estimate) return undefined;
  const value = pay.to !== null ? { minValue: pay.from, maxValue: pay.to } : { value: pay.from };
  return { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', ...value, unitText: 'WEEK' } };
}

/**
 * Google's JobPosting for a hiring post (https://developers.google.com/search/docs/appearance/structured-data/job-posting):
 * the required title, description, datePosted, hiringOrganization and jobLocation, and what it
 * recommends when the post says it (validThrough, employmentType, baseSalary). The organization is
 * the salon's name, else the site's; no phone number goes in. Applying is by calling the salon, so
 * directApply is false. Null for a salon for sale, which is no job.
 */
export function jobPostingJsonLd(post: PostForHead, ctx: Pick<HeadContext, 'origin'>): WithContext<JobPosting> | null {
  if (post.jobType !== 'hiring') return null;
  const employmentType = post.hiring?.schedule ? EMPLOYMENT_TYPE[post.hiring.schedule] : undefined;
  const salary = baseSalary(post);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: post.title,
    description: post.description || post.title,
    datePosted: post.createdAt,
    ...(post.expiresAt ? { validThrough: post.expiresAt } : {}),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: { '@type': 'Organization', name: post.storeName?.trim() || SITE_NAME },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(post.streetAddress ? { streetAddress: post.streetAddress } : {}),
        addressLocality: post.city,
        addressRegion: post.state,
        ...(post.zipcode ? { postalCode: post.zipcode } : {}),
        addressCountry: 'US',
      },
    },
    ...(salary ? { baseSalary: salary } : {}),
    directApply: false,
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: String(post.id) },
    url: `${ctx.origin}/job/${post.id}`,
  };
}

/** Home › the post's city page (hiring or sale, in the page's language) › the post. */
export function postBreadcrumbsJsonLd(post: PostForHead, ctx: HeadContext): WithContext<BreadcrumbList> {
  const hiring = post.jobType === 'hiring';
  const cityPath = placePagePath({ kind: hiring ? 'hiring' : 'sale', lang: ctx.lang, state: post.state, city: citySlug(post.city) });
  const home = ctx.lang === 'en' ? '/?lang=en' : '/';
  const job = `/job/${post.id}${ctx.lang === 'en' ? '?lang=en' : ''}`;
  const crumbs = [
    { name: SITE_NAME, path: home },
    { name: fillCopy(hiring ? ctx.copy.job.hiringCrumb : ctx.copy.job.saleCrumb, { place: placeName(post) }), path: cityPath },
    { name: post.title, path: job },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: `${ctx.origin}${crumb.path}` })),
  };
}
