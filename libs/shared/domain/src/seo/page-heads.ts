import type { HiringFacts, SalonFacts } from '../listing-facts';
import { shownWeeklyPay } from '../listing-facts';
import type { JobType } from '../listing-rules';
import { type HeadTags, type SeoLang, SITE_NAME } from './head';
import { jobPostingJsonLd, postBreadcrumbsJsonLd } from './job-posting';
import { OG_IMAGE_SIZE, ogImagePath } from './og-image';
import { clipText, fillCopy, formatUsd, placeName } from './text';

/**
 * Issue 37: the head of each page kind, built from data and the words of the head catalogue
 * (@chonail/shared/i18n/seo, whose shape is SeoCopy). Pure, so the server's first HTML and the app
 * after a navigation say the same thing.
 *
 * URLs: every page but the city pages (whose path names the language) has one path for both
 * languages; the Vietnamese page is the bare path and the English one adds `?lang=en`, and they
 * are each other's hreflang alternates (x-default: the bare path, Vietnamese first). A canonical
 * keeps no query but `lang` and a list's `page`, so tracking or filter parameters cannot make
 * duplicates.
 */

/** A title and description pair of the head catalogue. */
interface TitleCopy {
  title: string;
  description: string;
}

/** The head catalogue's shape (libs/shared/i18n/src/locales/vi/seo.ts); `{{name}}` is filled in. */
export interface SeoCopy {
  home: TitleCopy & { titleInPlace: string; descriptionInPlace: string };
  map: TitleCopy;
  forum: TitleCopy & { threadTitle: string };
  pages: Record<ShellPageKey, TitleCopy>;
  job: {
    weeklyPay: string;
    weeklyPayEstimate: string;
    price: string;
    hiringFallback: string;
    saleFallback: string;
    hiringCrumb: string;
    saleCrumb: string;
  };
  notFound: TitleCopy;
  missingJob: TitleCopy;
  expiredJob: TitleCopy;
  personal: TitleCopy;
}

/** What every builder needs: the public origin (configured, never a request's Host), the page's language and its words. */
export interface HeadContext {
  origin: string;
  lang: SeoLang;
  copy: SeoCopy;
}

export const SHELL_PAGE_KEYS = ['about', 'faq', 'terms', 'privacy', 'contact'] as const;
export type ShellPageKey = (typeof SHELL_PAGE_KEYS)[number];

/** The public fields of a post a head uses (a JobPost as the public detail answers it, plus its last change). */
export interface PostForHead {
  id: number;
  jobType: JobType;
  title: string;
  description: string;
  storeName: string | null;
  city: string;
  state: string;
  zipcode: string | null;
  /** Null when the owner hides the address (the public read already leaves it out). */
  streetAddress: string | null;
  hiring: HiringFacts | null;
  weeklyPay: number | null;
  salon: SalonFacts | null;
  createdAt: string;
  expiresAt: string | null;
  /** The post's last change: the preview image's version. */
  updatedAt: string;
}

const TITLE_MAX = 70;
const DESCRIPTION_MAX = 160;

/** The page's canonical path: its path with `page` (past the first) and `lang=en` kept, nothing else. */
function canonicalPath(path: string, lang: SeoLang, page?: number): string {
  const query = new URLSearchParams();
  if (page && page > 1) query.set('page', String(page));
  if (lang === 'en') query.set('lang', 'en');
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** A path as it may stand in a URL: characters that need it percent-encoded, nothing unescaped. */
function safePath(path: string): string {
  try {
    return new URL(path.startsWith('/') ? path : `/${path}`, 'http://x').pathname;
  } catch {
    return '/';
  }
}

/** Canonical and hreflang alternates of a page with one path for both languages. */
function urls(ctx: HeadContext, path: string, page?: number): Pick<HeadTags, 'canonical' | 'alternates'> {
  const at = (lang: SeoLang) => `${ctx.origin}${canonicalPath(path, lang, page)}`;
  return { canonical: at(ctx.lang), alternates: { vi: at('vi'), en: at('en'), xDefault: at('vi') } };
}

function head(ctx: HeadContext, path: string, copy: TitleCopy, extra: Partial<HeadTags> = {}): HeadTags {
  return { lang: ctx.lang, title: copy.title, description: copy.description, ...urls(ctx, path), ...extra };
}

/** A page that must stay out of search results: its own canonical, no alternates to follow. */
function unindexed(ctx: HeadContext, path: string, copy: TitleCopy): HeadTags {
  return { lang: ctx.lang, title: copy.title, description: copy.description, canonical: `${ctx.origin}${canonicalPath(safePath(path), ctx.lang)}`, noindex: true };
}

/** `/`: optionally naming the visitor's city (from their stored location), which their list shows. */
export function homeHead(ctx: HeadContext, place?: { city: string | null; state: string } | null): HeadTags {
  const copy = ctx.copy.home;
  if (!place?.city) return head(ctx, '/', copy);
  const values = { place: placeName(place) };
  return head(ctx, '/', { title: fillCopy(copy.titleInPlace, values), description: fillCopy(copy.descriptionInPlace, values) });
}

export function mapHead(ctx: HeadContext): HeadTags {
  return head(ctx, '/map', ctx.copy.map);
}

export function forumHead(ctx: HeadContext, page = 1): HeadTags {
  return { ...head(ctx, '/forum', ctx.copy.forum), ...urls(ctx, '/forum', page) };
}

/**
 * `/forum/thread/{id}` (or a reply's `/forum/post/{id}`): the thread's own title and first lines when
 * known, else a generic one naming its number.
 */
export function forumThreadHead(ctx: HeadContext, id: number, thread?: { title: string; body?: string } | null, kind: 'thread' | 'post' = 'thread'): HeadTags {
  const copy = ctx.copy.forum;
  const title = thread ? `${clipText(thread.title, TITLE_MAX)} – ${SITE_NAME}` : fillCopy(copy.threadTitle, { id });
  const description = thread?.body ? clipText(thread.body, DESCRIPTION_MAX) : copy.description;
  return head(ctx, `/forum/${kind}/${id}`, { title, description }, { ogType: 'article' });
}

export function shellPageHead(ctx: HeadContext, page: ShellPageKey): HeadTags {
  return head(ctx, `/${page}`, ctx.copy.pages[page]);
}

/** A path the app does not know (answered 404). */
export function notFoundHead(ctx: HeadContext, path: string): HeadTags {
  return unindexed(ctx, path, ctx.copy.notFound);
}

/** The job page of a post whose time ran out (answered 410). */
export function expiredJobHead(ctx: HeadContext, id: number): HeadTags {
  return unindexed(ctx, `/job/${id}`, ctx.copy.expiredJob);
}

/** The job page of a post nobody may see: missing, deleted, paused or hidden by staff (answered 404). */
export function missingJobHead(ctx: HeadContext, id: number): HeadTags {
  return unindexed(ctx, `/job/${id}`, ctx.copy.missingJob);
}

// `/s/{code}`: one person's text (issue 39), its code the key to it.
const PERSONAL_PATHS = [/^\/s\/[^/]+\/?$/, /^\/saved(-items)?\/?$/, /^\/customerportal\/?$/, /^\/my-posts(\/|$)/, /^\/new-package\/?$/, /^\/package\/?$/, /^\/payment-success\/?$/, /^\/admin(\/|$)/, /^\/tuongadmin(\/|$)/];

/** Pages of one signed-in person or of staff: nothing there for a search engine. */
export function isPersonalPath(path: string): boolean {
  const lower = path.toLowerCase();
  return PERSONAL_PATHS.some((pattern) => pattern.test(lower));
}

export function personalHead(ctx: HeadContext, path: string): HeadTags {
  return unindexed(ctx, path, ctx.copy.personal);
}

/** "$1,100–$1,500/tuần", "khoảng $900/tuần": the pay a card shows; null when the post states none. */
export function payText(ctx: HeadContext, post: Pick<PostForHead, 'hiring' | 'weeklyPay'>): string | null {
  const pay = shownWeeklyPay(post.hiring, post.weeklyPay);
  if (!pay) return null;
  const amount = pay.to !== null ? `${formatUsd(pay.from)}–${formatUsd(pay.to)}` : formatUsd(pay.from);
  return fillCopy(pay.estimate ? ctx.copy.job.weeklyPayEstimate : ctx.copy.job.weeklyPay, { amount });
}

/** "giá $120,000"; null when the sale states no price. */
export function priceText(ctx: HeadContext, post: Pick<PostForHead, 'salon'>): string | null {
  const price = post.salon?.askingPrice;
  return price ? fillCopy(ctx.copy.job.price, { amount: formatUsd(price) }) : null;
}

/**
 * `/job/{id}` of a listed post: the title says what, for how much and where ("Cần thợ bột – $1,200/tuần
 * – Houston, TX"), the description is the post's first lines, the preview its 1200x630 image; a
 * hiring post carries a JobPosting, every post its breadcrumbs.
 */
export function jobHead(ctx: HeadContext, post: PostForHead): HeadTags {
  const place = placeName(post);
  const hiring = post.jobType === 'hiring';
  const money = hiring ? payText(ctx, post) : priceText(ctx, post);
  const name = clipText(post.title, TITLE_MAX);
  const title = [name, money, place].filter(Boolean).join(' – ');
  const description = clipText(post.description, DESCRIPTION_MAX) || fillCopy(hiring ? ctx.copy.job.hiringFallback : ctx.copy.job.saleFallback, { place });
  const posting = jobPostingJsonLd(post, ctx);
  return {
    ...head(ctx, `/job/${post.id}`, { title, description }),
    ogType: 'article',
    image: { url: `${ctx.origin}${ogImagePath(post.id, post.updatedAt)}`, ...OG_IMAGE_SIZE, alt: title },
    jsonLd: [...(posting ? [posting] : []), postBreadcrumbsJsonLd(post, ctx)],
  };
}
