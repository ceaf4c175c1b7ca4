import { z } from 'zod';
import {
  FACT_LIMITS,
  GUARANTEE_PERIODS,
  isValidPhone,
  JOB_TYPES,
  NAIL_SKILLS,
  WORK_SCHEDULES,
  type HiringFacts,
  type SalonFacts,
  optionalPhoneValue,
  parseJobType,
  POST_LIMITS,
  PRIORITY_ADDONS,
  UPLOAD_LIMITS,
  US_ZIP,
  type JobType,
  type PriorityAddon,
} from '@chonail/shared/domain';
import { isUsStateCode } from '@chonail/shared/geo';

/** Codes of listing failures; the web app translates them (catalogue `apiErrors`). */
export const ListingErrorCode = {
  PostNotFound: 'POST_NOT_FOUND',
  /** Expired posts answer differently from missing ones: the public page shows an "expired" screen. */
  PostExpired: 'POST_EXPIRED',
  NotPostOwner: 'NOT_POST_OWNER',
  /** Spec 02 section 8: saving one's own post. */
  OwnPost: 'OWN_POST_ERROR',
  StoreNotFound: 'STORE_NOT_FOUND',
  /** Paid add-ons are granted only from a verified payment (billing). */
  PaymentRequired: 'PAYMENT_REQUIRED',
  TooManyMedia: 'TOO_MANY_MEDIA',
  UnknownMedia: 'UNKNOWN_MEDIA',
  ContactRateLimited: 'CONTACT_RATE_LIMITED',
  /** New photos/videos on a post whose photo/video add-on is not active: visitors would never see them. */
  PhotoVideoRequired: 'PHOTO_VIDEO_REQUIRED',
  /** A search cursor this API did not give for this search (forged, damaged, or another order's): page again from the start. */
  InvalidCursor: 'INVALID_CURSOR',
  /** Too many searches or map reads from one address: far more than a person makes, what a scraper makes. */
  SearchRateLimited: 'SEARCH_RATE_LIMITED',
  /** Too many translation requests from one address (each new text costs a call to the translation service). */
  TranslateRateLimited: 'TRANSLATE_RATE_LIMITED',
  /** Too many new posts from one account or one address (issue 38, finding 8: a flood buried a city's listings). */
  PostRateLimited: 'POST_RATE_LIMITED',
  /** Renewing a post that has not yet expired: it still runs. */
  PostNotExpired: 'POST_NOT_EXPIRED',
  /**
   * Issue 38, finding 4: too many posts' phone numbers revealed from one address or one account
   * (CONTACT_REVEAL_LIMITS): a person calls a few dozen salons a day, a scraper every one.
   */
  ContactRevealLimited: 'CONTACT_REVEAL_LIMITED',
  /** Too many posts opened from one address in a minute: far more than a person reads, what a scraper walking ids does. */
  DetailRateLimited: 'DETAIL_RATE_LIMITED',
  /** Issue 39: too many Directions or Share taps reported from one address (POST_EVENT_LIMITS). */
  PostEventsRateLimited: 'POST_EVENTS_RATE_LIMITED',
} as const;
export type ListingErrorCode = (typeof ListingErrorCode)[keyof typeof ListingErrorCode];

/** Spec 01 section 9 / spec 02 section 9. */
export const LISTING_LIMITS = {
  defaultLimit: 50,
  maxLimit: 200,
  titleMax: POST_LIMITS.titleMax,
  descriptionMax: POST_LIMITS.descriptionMax,
  searchMax: 100,
  maxAreaRanges: 10,
  maxAreaSqFt: 100_000,
  maxDistanceMiles: 500,
  mediaOnCreate: UPLOAD_LIMITS.maxFilesOnCreate,
  mediaOnEdit: UPLOAD_LIMITS.maxFilesOnEdit,
  maxAddonMonths: POST_LIMITS.maxAddonMonths,
} as const;

const INT32_MAX = 2_147_483_647;

/** A row id from a path or query: a positive PostgreSQL integer, else 400 rather than a database error. */
export const idSchema = z
  // Digits only: coercion alone would take true, [1], '0x1' or ' 1 ' for post 1.
  .union([z.number(), z.string().regex(/^\d{1,12}$/, 'must be a number')], { message: 'must be a number' })
  .transform(Number)
  .pipe(z.number().int('must be a whole number').positive('must be positive').max(INT32_MAX, 'is too large'));
export const idParamsSchema = z.object({ id: idSchema });

/**
 * GET /api/job-posts/{id}/og-image?v=: the post's version (its last change in ms, as ogImagePath
 * writes it); absent or another version answers a redirect to the current one.
 */
export const ogImageQuerySchema = z.object({
  v: z.string().regex(/^\d{1,15}$/, 'must be a version number').transform(Number).optional(),
});

/** No control characters: they are never typed by a person and break logs and LIKE patterns alike. */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => ![...s].some(isControlCharacter), { message: 'contains control characters' });

/** Tab, line feed and carriage return are typed by people; the other C0 controls and DEL never are. */
function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

export const stateCodeSchema = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .refine(isUsStateCode, { message: 'must be a US state code such as TX' });

/** hiring, selling, transfer, or the Vietnamese labels 'Cần thợ' / 'Bán tiệm' (spec: both accepted). */
export const jobTypeSchema = z.string().transform((value, ctx): JobType => {
  const parsed = parseJobType(value);
  if (!parsed) {
    ctx.addIssue({ code: 'custom', message: `must be one of ${JOB_TYPES.join(', ')}, 'Cần thợ' or 'Bán tiệm'` });
    return z.NEVER;
  }
  return parsed;
});

/** `filter=all` (the home page's "all" button) means no type filter. */
const jobTypeFilterSchema = z.union([z.literal('all').transform(() => undefined), jobTypeSchema]);

/**
 * `pay`: hiring posts that state a weekly pay, highest first; `price`: salons for sale that state an
 * asking price, lowest first (issue 24). Posts without the figure cannot be ranked by it and are not listed.
 */
export const SORT_BY = ['none', 'distance', 'date', 'pay', 'price'] as const;
export const DATE_ORDERS = ['newest', 'oldest'] as const;
/** Spec 01's distances, with the city search's 25-mile default radius (issue 17). */
export const DISTANCE_OPTIONS_MILES = [20, 25, 50, 75, 100] as const;

const areaRangeSchema = z
  .object({
    from: z.coerce.number().int().min(0).max(LISTING_LIMITS.maxAreaSqFt).default(0),
    to: z.coerce.number().int().min(0).max(LISTING_LIMITS.maxAreaSqFt).default(LISTING_LIMITS.maxAreaSqFt),
  })
  .refine((r) => r.from <= r.to, { message: 'from must not be greater than to', path: ['to'] });

const AREA_KEY = /^salonArea(From|To)_(\d{1,2})$/;

/**
 * The query arrives flat (`salonAreaFrom_0=800&salonAreaTo_0=1200&...`, spec 01 section 7); ranges
 * are gathered into one list before validation. Empty values (`city=`) mean "not given".
 */
function gatherQuery(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  // No prototype: the keys are the visitor's, and `?__proto__=a&__proto__=b` written into `{}` made
  // the array its prototype (its `filter` method then read as the `filter` parameter).
  const out: Record<string, unknown> = Object.create(null);
  const ranges = new Map<number, { from?: unknown; to?: unknown }>();
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (value === '' || value === undefined) continue;
    const area = AREA_KEY.exec(key);
    if (area) {
      const index = Number(area[2]);
      const range = ranges.get(index) ?? {};
      range[area[1] === 'From' ? 'from' : 'to'] = value;
      ranges.set(index, range);
    } else {
      out[key] = value;
    }
  }
  if (ranges.size) out['salonAreaRanges'] = [...ranges.entries()].sort(([a], [b]) => a - b).map(([, r]) => r);
  return out;
}

export const jobPostSearchQuerySchema = z.preprocess(
  gatherQuery,
  z
    .object({
      city: plainText(100).optional(),
      state: stateCodeSchema.optional(),
      search: plainText(LISTING_LIMITS.searchMax).optional(),
      jobType: jobTypeFilterSchema.optional(),
      filter: jobTypeFilterSchema.optional(),
      salonAreaRanges: z.array(areaRangeSchema).max(LISTING_LIMITS.maxAreaRanges).default([]),
      sortBy: z.enum(SORT_BY).default('none'),
      maxDistance: z.coerce.number().int().min(1).max(LISTING_LIMITS.maxDistanceMiles).optional(),
      /** A US ZIP searched like a city: its surroundings, in its state (issue 17). */
      zip: z.string().trim().regex(US_ZIP, 'must be a 5-digit ZIP code').optional(),
      dateOrder: z.enum(DATE_ORDERS).default('newest'),
      /** Issue 24: hiring posts whose weekly pay (domain `weeklyPay`) is at least this many dollars. */
      weeklyPayFrom: z.coerce.number().int().min(0).max(FACT_LIMITS.maxPayAmount).optional(),
      /** Issue 24: salons for sale by asking price, monthly revenue and stations. */
      priceFrom: z.coerce.number().int().min(0).max(FACT_LIMITS.maxSalonMoney).optional(),
      priceTo: z.coerce.number().int().min(0).max(FACT_LIMITS.maxSalonMoney).optional(),
      revenueFrom: z.coerce.number().int().min(0).max(FACT_LIMITS.maxSalonMoney).optional(),
      stationsFrom: z.coerce.number().int().min(0).max(FACT_LIMITS.maxStations).optional(),
      limit: z.coerce.number().int().min(1).max(LISTING_LIMITS.maxLimit).default(LISTING_LIMITS.defaultLimit),
      /**
       * Opaque keyset cursor from the previous page's `x-next-cursor` header. Only its size is bounded
       * here; the server reads it and answers INVALID_CURSOR for anything it did not give.
       */
      cursor: z.string().max(200).optional(),
    })
    .transform(({ filter, ...query }) => ({ ...query, jobType: query.jobType ?? filter })),
);
export type JobPostSearchQuery = z.output<typeof jobPostSearchQuerySchema>;

/** One image of a post, in either shape the spec shows: a URL string, or a media object. */
export const postMediaItemSchema = z.union([
  z.string().trim().min(1).max(2048),
  z
    .object({
      id: z.union([z.number(), z.string().max(100)]).optional(),
      uploadId: z.union([z.number(), z.string().max(100)]).optional(),
      mediaId: z.union([z.number(), z.string().max(100)]).optional(),
      filePath: z.string().max(2048).optional(),
      url: z.string().max(2048).optional(),
      fileType: z.string().max(20).optional(),
      mimeType: z.string().max(100).optional(),
      fileName: z.string().max(255).optional(),
      uploadOrder: z.number().int().min(0).max(1000).optional(),
    })
    .refine((m) => Boolean(m.filePath || m.url), { message: 'needs filePath or url' }),
]);
export type PostMediaItem = z.infer<typeof postMediaItemSchema>;

const months = z.coerce.number().int().min(0).max(LISTING_LIMITS.maxAddonMonths).default(0);
const zipcodeSchema = z.string().trim().regex(US_ZIP, 'must be a 5-digit ZIP code');
const optionalText = (max: number) => plainText(max).optional().nullable();

/**
 * The salon's contact phone (spec 02 `salonPhone`), checked like every phone of the product: blank
 * or null means none, so callers reach the owner's account phone (ARCHITECTURE.md section 7).
 */
export const salonPhoneSchema = z
  .string()
  .max(40)
  .nullable()
  .transform((value, ctx) => {
    const phone = optionalPhoneValue(value);
    if (phone !== null && !isValidPhone(phone)) {
      ctx.addIssue({ code: 'custom', message: 'must be a phone number, e.g. (713) 555-0123' });
      return z.NEVER;
    }
    return phone;
  });

/** Spec 01 section 3's experience levels: what a hiring post asks of the technician. */
export const EXPERIENCE_LEVELS = ['none', 'beginner', 'experienced', 'expert'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
const experienceLevelSchema = z.enum(EXPERIENCE_LEVELS).nullable().optional();

/** A whole number within bounds, or null when the post does not say. Missing keys read as null. */
const factNumber = (min: number, max: number) => z.number().int().min(min).max(max).nullable().default(null);
const factFlag = z.boolean().nullable().default(null);

/** Issue 24: how a hiring post pays and what it asks (libs/shared/domain listing-facts). */
export const hiringFactsSchema = z
  .object({
    guaranteeAmount: factNumber(1, FACT_LIMITS.maxPayAmount),
    guaranteePer: z.enum(GUARANTEE_PERIODS).nullable().default(null),
    commissionPercent: factNumber(FACT_LIMITS.minCommissionPercent, FACT_LIMITS.maxCommissionPercent),
    hourlyRate: factNumber(1, FACT_LIMITS.maxHourlyRate),
    tips: factFlag,
    housing: factFlag,
    skills: z
      .array(z.enum(NAIL_SKILLS))
      .max(NAIL_SKILLS.length)
      .default([])
      .transform((skills) => NAIL_SKILLS.filter((skill) => skills.includes(skill))),
    licenseRequired: factFlag,
    schedule: z.enum(WORK_SCHEDULES).nullable().default(null),
    daysPerWeek: factNumber(1, FACT_LIMITS.maxDaysPerWeek),
    // Issue 36: "$1,100–$1,500/tuần" as the ad says it; absent where one figure is stated (no default, so stored facts keep their shape).
    payRange: z
      .object({ from: z.number().int().min(1).max(FACT_LIMITS.maxPayAmount), to: z.number().int().min(1).max(FACT_LIMITS.maxPayAmount), per: z.enum(GUARANTEE_PERIODS) })
      .nullable()
      .optional(),
  })
  .superRefine((facts, ctx) => {
    if ((facts.guaranteeAmount === null) !== (facts.guaranteePer === null)) {
      ctx.addIssue({ code: 'custom', path: ['guaranteePer'], message: 'a guarantee needs both its amount and whether it is per day or per week' });
    }
    if (facts.payRange && facts.payRange.from >= facts.payRange.to) {
      ctx.addIssue({ code: 'custom', path: ['payRange', 'to'], message: 'a pay range ends above where it starts' });
    }
  }) satisfies z.ZodType<HiringFacts, unknown>;

/** Issue 24: what a salon for sale earns and costs. */
export const salonFactsSchema = z.object({
  askingPrice: factNumber(0, FACT_LIMITS.maxSalonMoney),
  monthlyRevenue: factNumber(0, FACT_LIMITS.maxSalonMoney),
  monthlyRent: factNumber(0, FACT_LIMITS.maxSalonMoney),
  leaseYearsLeft: factNumber(0, FACT_LIMITS.maxLeaseYears),
  stations: factNumber(0, FACT_LIMITS.maxStations),
  pedicureSpas: factNumber(0, FACT_LIMITS.maxStations),
  staffCount: factNumber(0, FACT_LIMITS.maxStaff),
  reasonForSelling: plainText(FACT_LIMITS.reasonMax)
    .nullable()
    .default(null)
    .transform((text) => (text ? text : null)),
  financing: factFlag,
}) satisfies z.ZodType<SalonFacts, unknown>;

/** The package a post is created or renewed with (spec 02 section 7), and the payment that grants its add-ons. */
const packageFields = {
  photoVideoMonths: months,
  stateMonths: months,
  selectedStates: z.array(stateCodeSchema).max(50).default([]),
  priorityAddon: z.enum(PRIORITY_ADDONS).default('none'),
  priorityMonths: months,
  hasPhotoVideoAddon: z.boolean().default(false),
  isNationwide: z.boolean().default(false),
  /** Billing: the paid payment that grants the add-ons. */
  paymentIntentId: z.string().trim().max(255).optional().nullable(),
};

/** Each add-on's flag and months agree (the wizard sends both). */
function checkPackage(
  body: { hasPhotoVideoAddon: boolean; photoVideoMonths: number; stateMonths: number; selectedStates: string[]; isNationwide: boolean; priorityAddon: string; priorityMonths: number },
  ctx: z.RefinementCtx,
): void {
  if (body.hasPhotoVideoAddon !== body.photoVideoMonths > 0) {
    ctx.addIssue({ code: 'custom', path: ['photoVideoMonths'], message: 'photo/video months are required with the add-on, and 0 without it' });
  }
  if ((body.stateMonths > 0) !== body.selectedStates.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['selectedStates'], message: 'the state add-on needs both months and at least one state' });
  }
  if (body.isNationwide !== body.stateMonths > 0) {
    ctx.addIssue({ code: 'custom', path: ['isNationwide'], message: 'isNationwide is true exactly when the state add-on is chosen' });
  }
  if ((body.priorityAddon !== 'none') !== body.priorityMonths > 0) {
    ctx.addIssue({ code: 'custom', path: ['priorityMonths'], message: 'a priority add-on needs months, and none needs 0' });
  }
}

/**
 * POST /api/job-posts, field by field as spec 02 section 7 sends it. `duration`, `location` and
 * `fullAddress` are accepted but recomputed by the server (they are derived values).
 */
export const createJobPostRequestSchema = z
  .object({
    duration: z.coerce.number().int().min(0).max(12).optional(),
    title: plainText(LISTING_LIMITS.titleMax).pipe(z.string().min(1, 'Vui lòng nhập tiêu đề')),
    description: z.string().trim().min(1, 'Vui lòng nhập nội dung').max(LISTING_LIMITS.descriptionMax),
    jobType: jobTypeSchema,
    storeId: idSchema.nullable().optional(),
    storeName: optionalText(200),
    location: optionalText(300),
    fullAddress: optionalText(500),
    streetAddress: optionalText(200),
    address2: optionalText(200),
    city: optionalText(100),
    state: stateCodeSchema.optional().nullable(),
    zipcode: zipcodeSchema.optional().nullable(),
    store_sq_ft: z.union([z.literal('').transform(() => null), z.coerce.number().int().min(0).max(LISTING_LIMITS.maxAreaSqFt)]).optional().nullable(),
    hideAddress: z.boolean().default(false),
    salonPhone: salonPhoneSchema.optional(),
    /** Kept on hiring posts only. */
    experienceLevel: experienceLevelSchema,
    /** Kept on hiring posts only. */
    hiring: hiringFactsSchema.nullable().optional(),
    /** Kept on selling posts only. */
    salon: salonFactsSchema.nullable().optional(),
    /** Always 0 when creating (spec 02 section 9). */
    urgentDays: z.literal(0).default(0),
    sessionId: z.string().trim().max(100).regex(/^[A-Za-z0-9_.-]*$/, 'is not an upload session id').optional().nullable(),
    ...packageFields,
  })
  .superRefine((body, ctx) => {
    const newStoreComplete = [body.storeName, body.streetAddress, body.city, body.state, body.zipcode].every((v) => Boolean(v));
    if (!body.storeId && !newStoreComplete) {
      ctx.addIssue({ code: 'custom', path: ['storeId'], message: 'Vui lòng chọn store hoặc điền đầy đủ thông tin tạo store mới' });
    }
    checkPackage(body, ctx);
  });
export type CreateJobPostRequest = z.input<typeof createJobPostRequestSchema>;
export type CreateJobPostInput = z.output<typeof createJobPostRequestSchema>;

/**
 * POST /api/job-posts/{id}/renew (issue 22): an expired post runs again from today, as Basic (free)
 * or with the add-ons of a payment made at today's prices.
 */
export const renewJobPostRequestSchema = z.object(packageFields).superRefine(checkPackage);
export type RenewJobPostRequest = z.input<typeof renewJobPostRequestSchema>;
export type RenewJobPostInput = z.output<typeof renewJobPostRequestSchema>;
export type PackageInput = Pick<CreateJobPostInput, keyof typeof packageFields>;

/** PUT /api/job-posts/:id (spec 01 section 7): the owner edits title, description and media. */
export const updateJobPostRequestSchema = z.object({
  title: plainText(LISTING_LIMITS.titleMax).pipe(z.string().min(1, 'Vui lòng nhập tiêu đề')),
  description: z.string().trim().max(LISTING_LIMITS.descriptionMax).optional(),
  // The limit of 12 is checked by the service, so the answer carries TOO_MANY_MEDIA; this only bounds the body.
  images: z.array(postMediaItemSchema).max(100).optional(),
  sessionId: z.string().trim().max(100).regex(/^[A-Za-z0-9_.-]*$/, 'is not an upload session id').optional().nullable(),
  /** Absent leaves the post's contact phone as it is; null or '' clears it (the owner's phone is called). */
  salonPhone: salonPhoneSchema.optional(),
  /** Absent leaves it; null clears it. Kept on hiring posts only. */
  experienceLevel: experienceLevelSchema,
  /** Absent leaves them; null clears them. Kept on hiring posts only. */
  hiring: hiringFactsSchema.nullable().optional(),
  /** Absent leaves them; null clears them. Kept on selling posts only. */
  salon: salonFactsSchema.nullable().optional(),
});
export type UpdateJobPostRequest = z.input<typeof updateJobPostRequestSchema>;
export type UpdateJobPostInput = z.output<typeof updateJobPostRequestSchema>;

/** What a member can save to read later (spec 02 "Saved entry"): a job post, a forum thread, a forum reply. */
export const SAVED_ITEM_TYPES = ['job', 'thread', 'post'] as const;
export type SavedItemType = (typeof SAVED_ITEM_TYPES)[number];

/** Saved items of spec 01 section 3; itemType defaults to job, the only kind spec 01 knows. */
export const savedItemRequestSchema = z.object({
  itemId: idSchema,
  itemType: z.enum(SAVED_ITEM_TYPES, { message: "itemType must be 'job', 'thread' or 'post'" }).default('job'),
});
export type SavedItemRequest = z.input<typeof savedItemRequestSchema>;

export const nailSalonsQuerySchema = z.object({
  city: plainText(100).optional(),
  state: stateCodeSchema.optional(),
});

export const TRANSLATE_LANGUAGES = ['vi', 'en'] as const;
/**
 * POST /api/translate-job. With `jobPostId` the listed post's stored text is translated and any
 * title or description sent is ignored, so the call cannot be used to translate arbitrary text.
 * Without it (the spec's shape), the text sent is translated: at most what a post may hold.
 */
export const translateJobRequestSchema = z.object({
  jobPostId: idSchema.optional(),
  title: z.string().max(LISTING_LIMITS.titleMax).default(''),
  description: z.string().max(LISTING_LIMITS.descriptionMax).default(''),
  targetLanguage: z.enum(TRANSLATE_LANGUAGES, { message: "targetLanguage must be 'vi' or 'en'" }),
});
export type TranslateJobRequest = z.input<typeof translateJobRequestSchema>;
export type TranslateJobInput = z.output<typeof translateJobRequestSchema>;
export interface TranslateJobResponse {
  title: string;
  description: string;
  targetLanguage: (typeof TRANSLATE_LANGUAGES)[number];
  /** False when no translation service is configured or it failed: the text is the original. */
  translated: boolean;
}

/** A post as the API answers it: every field of spec 01 section 3 (several are aliases kept for the described client). */
export interface JobPost {
  id: number;
  title: string;
  description: string;
  jobType: JobType;
  storeId: number | null;
  storeName: string | null;
  city: string;
  state: string;
  zipcode: string | null;
  /** Street address, null to everyone but the owner when hideAddress is set. */
  streetAddress: string | null;
  hideAddress: boolean;
  /** 'City, ST' */
  location: string;
  fullAddress: string | null;
  storeAddress: string | null;
  storeAddressOptional: string | null;
  storeCity: string;
  storeState: string;
  storeZipcode: string | null;
  store_sq_ft: number | null;
  area: number | null;
  /** What a hiring post asks of the technician; null when it does not say (and on other posts). */
  experienceLevel: ExperienceLevel | null;
  /** How a hiring post pays and what it asks (issue 24); null on other posts and where nothing is said. */
  hiring: HiringFacts | null;
  /** The weekly-pay figure of `hiring` (domain `weeklyPay`), what "weekly pay from" filters on. */
  weeklyPay: number | null;
  /** What a salon for sale earns and costs (issue 24); null on other posts and where nothing is said. */
  salon: SalonFacts | null;
  salonArea: number | null;
  /**
   * The listing's contact phone (ARCHITECTURE.md section 7): the store's phone, else the owner's.
   * Issue 38, finding 4: every public answer (lists, search, the detail, place pages, saved items)
   * carries it masked, '(***) ***-0106'; the full number comes from GET /api/job-posts/{id}/contact
   * (JobPostContact) when a person taps Call, Text or a number. Full only on the owner's and staff's reads.
   */
  phone: string;
  /** The store's phone; masked like `phone` on public reads; null when the owner gave none. */
  salonPhone: string | null;
  /** An alias of `salonPhone` (spec 01), masked alike. */
  businessPhone: string | null;
  /**
   * The owner's account phone (their sign-in phone): only on the owner's and staff's reads, or
   * masked when it is the post's contact phone (no store phone); null to everyone else, so the
   * sign-in phone never leaves the product when a salon phone is set.
   */
  cellPhone: string | null;
  lat: number | null;
  lng: number | null;
  /** Miles from the searched city, when the search had one. */
  distance?: number | null;
  isNationwide: boolean;
  selected_states: string[];
  priorityAddon: PriorityAddon;
  priorityEndsAt: string | null;
  photo_video_addon: boolean;
  photoVideoEndsAt: string | null;
  stateAddonEndsAt: string | null;
  isVip: boolean;
  vipDuration: number | null;
  duration: number;
  urgentDays: number;
  createdAt: string;
  bumpedAt: string;
  expiresAt: string | null;
  isExpired: boolean;
  isActive: boolean;
  isPaused: boolean;
  /** Staff hid the post: no public read shows it; its owner sees it marked in the portal. */
  hiddenByStaff: boolean;
  /** Why staff hid it (as they typed it), on the owner's and staff's reads of a hidden post; null when they gave none. */
  hiddenReason?: string | null;
  saveCount: number;
  viewCount: number;
  likesCount: number;
  images: PostMediaItem[];
  imageUrl: string | null;
  galleryImages: string[];
  /** Present on the owner's own reads. */
  isOwner?: boolean;
}

/**
 * GET /api/job-posts/{id}/contact: the full numbers behind a post's masked ones, for the Call and
 * Text buttons and the numbers in its text. Each answer is counted against the caller's reveal
 * allowance (per address, and per account when signed in) and as a phone reveal of the post.
 */
export interface JobPostContact {
  id: number;
  /** The number Call and Text reach: the store's phone, else the owner's account phone. */
  phone: string;
  /** The store's phone, null when the owner gave none. */
  salonPhone: string | null;
  /**
   * Every US phone number the title and description name, as +1 and ten digits, each once, in the
   * order written: what the masked ones in the text stand for (matched by their last four digits).
   */
  textPhones: string[];
}

export interface SavedItemState {
  itemId: number;
  itemType: SavedItemType;
  isSaved: boolean;
  /** How many members saved it: the post's save count for a job, saved rows for a thread or reply. */
  saveCount: number;
}

interface SavedEntryBase<T extends SavedItemType> {
  type: T;
  id: number;
  itemId: number;
  itemType: T;
  isSaved: true;
  title: string;
  description: string;
  createdAt: string;
  savedAt: string;
}

/**
 * GET /api/saved-items: spec 02's entry shape (type, id, title, description, createdAt). A job
 * carries the post itself for the cards; a reply carries its thread, whose title is the entry's.
 */
export type SavedEntry =
  | (SavedEntryBase<'job'> & { jobPost: JobPost })
  | SavedEntryBase<'thread'>
  | (SavedEntryBase<'post'> & { threadId: number });
export type SavedJobEntry = Extract<SavedEntry, { type: 'job' }>;

export interface Store {
  id: number;
  name: string;
  address: string | null;
  addressOptional: string | null;
  city: string;
  state: string;
  zipcode: string | null;
  area: number | null;
  hideAddress: boolean;
  phone: string | null;
}

/** GET /api/site-config: deployment settings the browser reads at run time. */
export interface SiteConfig {
  mapTileUrl: string;
  mapTileAttribution: string;
}

export interface Stats {
  totalJobs: number;
  totalSalons: number;
  totalOwners: number;
  totalViews: number;
}

export interface NailSalon {
  storeName: string;
  city: string;
  state: string;
  zipcode: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
  postCount: number;
}

export const contactInfoUpdateSchema = z.object({
  address: plainText(300),
  phone: plainText(40),
  email: z.email().max(254),
});
