import { lazy, type ReactNode, Suspense } from 'react';
import type { JobPost, PostPayment } from '@chonail/shared/contracts';
import {
  type AdPaymentLine,
  adPaymentSummary,
  type CostLine,
  formatDate,
  formatDollars,
  isAcceptableMediaUrl,
  normalizeMedia,
  packageTier,
  toCents,
  URGENT_PRICE_PER_DAY,
  VIP_DURATION_TABLE,
} from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { type ApiQueryError, LIST_FRESH_SECONDS, useAccount, useJobPostQuery } from '@chonail/web/data';
import { usePostPaymentQuery } from '@chonail/web/data/posting';
import { Link, useNavigate, useParams } from '@chonail/web/router';
import { buttonClass, ErrorPanel, Spinner } from '@chonail/web/ui';
import { LoginPrompt } from '../portal/CustomerPortal';
import { HiddenNote } from '../portal/HiddenNote';
import { EXPIRY_STYLES, parseDate, postExpiry, postStatus, STATUS_STYLES } from '../portal/post-status';
import { RenewButton } from '../portal/RenewButton';
import { PostGallery } from './PostGallery';
import { HiddenPhotosNotice } from './HiddenPhotosNotice';
import { PostStatsSection } from './PostStatsSection';

const EditPostDialog = lazy(() => import('../portal/EditPostDialog'));

type T = ReturnType<typeof useTranslation>['t'];

/** Answers that mean "there is no such post of yours", as opposed to a failure worth retrying. */
const NOT_FOUND_STATUSES: ReadonlyArray<number | string> = [400, 403, 404, 410];

const unit = (t: T, kind: 'month' | 'day' | 'state', count: number) => t(`myPost.units.${kind}`, { count });
const dateText = (iso: string | null, language: string) => {
  const date = parseDate(iso);
  return date ? formatDate(date, language) : null;
};

const primaryLink = buttonClass({ width: 'auto' });
const secondaryLink = buttonClass({ variant: 'secondary', width: 'auto' });
const card = 'rounded-xl border border-slate-200 bg-white p-4 sm:p-6';

/**
 * Spec 02 "Owner ad detail page" (/my-posts/:id): the owner's view of one post, in any state. The
 * page's edit action goes to /package?edit={id}, which is this page with the edit form open.
 */
export function MyPostPage({ editId }: { editId?: string }) {
  const { t } = useTranslation();
  const params = useParams();
  const id = editId ?? params['id'];
  const account = useAccount();
  const postId = /^\d{1,12}$/.test(id ?? '') ? Number(id) : null;
  const { data: post, error, isLoading, refetch } = useJobPostQuery(postId ?? 0, {
    skip: account.status !== 'signedIn' || postId === null,
    refetchOnMountOrArgChange: LIST_FRESH_SECONDS,
  });

  if (account.status === 'loading') return <Spinner />;
  // Signed in from here, the owner comes back to this post's page, not the portal's dashboard.
  if (account.status === 'guest') return <LoginPrompt />;
  if (postId !== null && isLoading) return <Spinner />;

  // Anyone may read a listed post; this page is only for its owner (and staff).
  const shown = post && (post.isOwner === true || account.user.role === 'admin') ? post : null;
  if (!shown) {
    const status = (error as ApiQueryError | undefined)?.status;
    if (error && !NOT_FOUND_STATUSES.includes(status ?? '')) {
      return <ErrorPanel title={t('myPost.fetchFailed')} body={t('myPost.fetchFailedBody')} retryLabel={t('myPost.retry')} onRetry={() => void refetch()} />;
    }
    return <NotFound />;
  }
  return <PostDetail post={shown} now={new Date()} editing={editId !== undefined} />;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/customerportal" className={secondaryLink} data-testid="my-post-back">
      ← {t('myPost.back')}
    </Link>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="my-post-not-found">
      <h1 className="text-2xl font-bold text-slate-900">{t('myPost.notFound')}</h1>
      <p className="mb-6 mt-2 text-slate-600">{t('myPost.notFoundBody')}</p>
      <BackLink />
    </div>
  );
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className={card} data-testid={testId}>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function PostDetail({ post, now, editing }: { post: JobPost; now: Date; editing: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const media = normalizeMedia(post.images).filter((item) => isAcceptableMediaUrl(item.url));
  return (
    <div className="mx-auto max-w-4xl space-y-4 px-4 py-6 md:py-8" data-testid="my-post-page">
      {editing && (
        <Suspense fallback={null}>
          <EditPostDialog post={post} onClose={() => navigate(`/my-posts/${post.id}`, { replace: true })} />
        </Suspense>
      )}
      <BackLink />
      <header className={card}>
        <Badges post={post} now={now} />
        {post.hiddenByStaff && <HiddenNote post={post} testId="my-post-hidden-note" />}
        <h1 className="mt-3 text-2xl font-bold text-slate-900" data-user-content>
          {post.title}
        </h1>
        <p className="mt-1 text-sm text-slate-600" data-user-content>
          {[post.storeName, post.location].filter(Boolean).join(' · ')}
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          {postStatus(post, now) === 'expired' && <RenewButton post={post} className={primaryLink} />}
          <Link to={`/package?edit=${post.id}`} className={primaryLink} data-testid="my-post-edit">
            {t('myPost.actions.edit')}
          </Link>
          <Link to={`/job/${post.id}`} className={secondaryLink} data-testid="my-post-view-public">
            {t('myPost.actions.viewAsGuest')}
          </Link>
        </div>
      </header>

      <Section title={t('myPost.description')} testId="my-post-description">
        <p className="whitespace-pre-line break-words text-slate-800" data-user-content>
          {post.description.trim() || t('myPost.noDescription')}
        </p>
      </Section>

      {media.length > 0 && (
        <Section title={t('myPost.images')} testId="my-post-images">
          <HiddenPhotosNotice post={post} now={now} />
          <PostGallery media={media} title={post.title} />
        </Section>
      )}

      <div className="grid gap-4 md:grid-cols-2">
        <PackageDetails post={post} now={now} />
        <PaymentSummary post={post} />
      </div>

      <PostStatsSection post={post} staff={post.isOwner !== true} />
    </div>
  );
}

/** What the owner bought, as bought: add-ons show even after they ended (the details say when). */
function Badges({ post, now }: { post: JobPost; now: Date }) {
  const { t } = useTranslation();
  const status = postStatus(post, now);
  const tier = packageTier(post);
  const badge = 'rounded-full px-2.5 py-1';
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-xs font-semibold" aria-label={t('myPost.badges.label')} role="group">
      <span className={`${badge} ${post.jobType === 'hiring' ? 'bg-blue-100 text-blue-800' : 'bg-purple-100 text-purple-800'}`} data-testid="my-post-badge-type">
        {t(`jobCard.jobType.${post.jobType}`)}
      </span>
      <span className={`${badge} ${STATUS_STYLES[status]}`} data-testid="my-post-status" data-status={status}>
        {t(`portal.post.status.${status}`)}
      </span>
      {tier !== 'free' && (
        <span className={`${badge} bg-amber-100 text-amber-800`} data-testid="my-post-badge-tier">
          {t(`jobCard.tier.${tier}`)}
        </span>
      )}
      {post.priorityAddon !== 'none' && (
        <span className={`${badge} bg-cyan-100 text-cyan-800`} data-testid="my-post-badge-priority">
          💎 {t(`jobCard.priority.${post.priorityAddon}`)}
        </span>
      )}
      {post.priorityAddon === 'diamond3' && (
        <span className={`${badge} bg-red-600 text-white`} data-testid="my-post-badge-urgent">
          {t('jobCard.urgent')}
        </span>
      )}
      {post.isNationwide && (
        <span className={`${badge} bg-emerald-100 text-emerald-800`} data-testid="my-post-badge-states">
          {post.selected_states.length > 0 ? t('myPost.badges.multiState', { states: post.selected_states.join(', ') }) : t('myPost.badges.nationwide')}
        </span>
      )}
      {post.photo_video_addon && (
        <span className={`${badge} bg-pink-100 text-pink-800`} data-testid="my-post-badge-media">
          {t('myPost.badges.photoVideo')}
        </span>
      )}
    </div>
  );
}

/**
 * The package as paid: the VIP tier of a legacy post, else the add-ons the payment bought (or the
 * post carries while its payment loads), else Free. Never "Free" beside a payment.
 */
function tierText(t: T, post: JobPost, payment: PostPayment | undefined): string {
  const tier = packageTier(post);
  if (tier !== 'free') return t(`myPost.package.tiers.${tier}`);
  const names = payment?.lines.length
    ? payment.lines.map((line) => (line.packageType === 'photo_video' || line.packageType === 'state' ? t(`myPost.payment.lines.${line.packageType}`) : t(`jobCard.priority.${line.packageType}`)))
    : [
        ...(post.photo_video_addon ? [t('myPost.payment.lines.photo_video')] : []),
        ...(post.isNationwide ? [t('myPost.payment.lines.state')] : []),
        ...(post.priorityAddon !== 'none' ? [t(`jobCard.priority.${post.priorityAddon}`)] : []),
      ];
  return names.length > 0 ? t('myPost.package.tiers.paid', { addons: names.join(', ') }) : t('myPost.package.tiers.free');
}

function PackageDetails({ post, now }: { post: JobPost; now: Date }) {
  const { t, i18n } = useTranslation();
  const expiry = postExpiry(post, now, i18n.language);
  // The same request as the payment summary's: answered once from the cache.
  const { data: payment } = usePostPaymentQuery(post.id, { skip: post.isOwner !== true, refetchOnMountOrArgChange: LIST_FRESH_SECONDS });
  const ends = (iso: string | null) => {
    const date = parseDate(iso);
    if (!date) return null;
    return t(date > now ? 'myPost.package.until' : 'myPost.package.ended', { date: formatDate(date, i18n.language) });
  };
  const addons: Array<{ key: string; label: string; detail: string | null }> = [];
  if (post.photo_video_addon) addons.push({ key: 'photoVideo', label: t('myPost.package.photoVideo'), detail: ends(post.photoVideoEndsAt) });
  if (post.isNationwide) {
    const states = post.selected_states.length > 0 ? post.selected_states.join(', ') : t('myPost.package.allStates');
    addons.push({ key: 'states', label: `${t('myPost.package.states')}: ${states}`, detail: ends(post.stateAddonEndsAt) });
  }
  if (post.priorityAddon !== 'none') {
    addons.push({ key: 'priority', label: `${t('myPost.package.priority')}: ${t(`jobCard.priority.${post.priorityAddon}`)}`, detail: ends(post.priorityEndsAt) });
  }
  if (post.urgentDays > 0) addons.push({ key: 'urgent', label: t('myPost.package.urgent'), detail: unit(t, 'day', post.urgentDays) });

  const rows: Array<[string, ReactNode, string]> = [
    [t('myPost.package.tier'), tierText(t, post, payment), 'package-tier'],
    [t('myPost.package.duration'), unit(t, 'month', post.duration), 'package-duration'],
    [t('myPost.package.createdAt'), dateText(post.createdAt, i18n.language) ?? t('myPost.package.noDate'), 'package-created'],
    [
      t('myPost.package.expiresAt'),
      <span className={EXPIRY_STYLES[expiry.cls]} data-expiry-class={expiry.cls}>
        {expiry.date ?? t('myPost.package.noDate')}
        {expiry.date && expiry.cls !== 'safe' && ` · ${t(`portal.post.expiry.${expiry.cls}`)}`}
      </span>,
      'package-expiry',
    ],
  ];

  return (
    <Section title={t('myPost.package.title')} testId="my-post-package">
      <dl className="divide-y divide-slate-100 text-sm">
        {rows.map(([label, value, testId]) => (
          <div key={testId} className="flex justify-between gap-3 py-2">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-right font-medium text-slate-900" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-slate-800">{t('myPost.package.addons')}</h3>
      {addons.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">{t('myPost.package.noAddons')}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {addons.map((addon) => (
            <li key={addon.key} className="flex flex-wrap justify-between gap-x-3" data-testid={`package-addon-${addon.key}`}>
              <span className="text-slate-800">{addon.label}</span>
              {addon.detail && <span className="text-slate-500">{addon.detail}</span>}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** A label and an amount in the payment summary's table. */
function PaymentLine({ testId, label, detail, cents }: { testId: string; label: string; detail?: string; cents: number | null }) {
  const { t } = useTranslation();
  return (
    <tr data-testid={testId}>
      <th scope="row" className="py-2 text-left font-normal text-slate-700">
        {label}
        {detail && <span className="text-slate-500"> · {detail}</span>}
      </th>
      <td className="py-2 text-right font-medium text-slate-900" data-testid="payment-amount">
        {cents === null ? t('myPost.payment.unknown') : formatDollars(cents)}
      </td>
    </tr>
  );
}

/** 'Ảnh/Video · 2 tháng', 'Đăng nhiều bang · 3 bang × 2 tháng', 'Kim cương 3 · 2 tháng'. */
function costLineText(t: T, line: CostLine): { label: string; detail: string } {
  const months = unit(t, 'month', line.months);
  if (line.packageType === 'photo_video') return { label: t('myPost.payment.lines.photo_video'), detail: months };
  if (line.packageType === 'state') {
    return { label: t('myPost.payment.lines.state'), detail: t('myPost.payment.statesForMonths', { states: unit(t, 'state', line.quantity), months }) };
  }
  return { label: t(`jobCard.priority.${line.packageType}`), detail: months };
}

/** 'VIP · 6 tháng', 'Tin gấp · 4 ngày × $3/ngày'. */
function summaryLineDetail(t: T, line: AdPaymentLine): string | undefined {
  if (line.days !== undefined) return t('myPost.payment.urgentRate', { days: unit(t, 'day', line.days), price: formatDollars(toCents(URGENT_PRICE_PER_DAY)) });
  return line.months !== undefined ? unit(t, 'month', line.months) : undefined;
}

function InlineSpinner() {
  const { t } = useTranslation();
  return (
    <span role="status" className="mt-2 inline-flex items-center gap-2 text-sm text-slate-500" data-testid="payment-loading">
      <span className="h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-rose-600" />
      {t('common.loading')}
    </span>
  );
}

/**
 * Spec 02 section 9 "Owner payment summary" (ARCHITECTURE section 7): the add-ons as paid, per
 * month, from the post's payment; the VIP-duration table and its line for posts that carry
 * vipDuration; urgent days at $3. Staff looking at somebody else's post do not see the payment.
 */
function PaymentSummary({ post }: { post: JobPost }) {
  const { t, i18n } = useTranslation();
  const ownPost = post.isOwner === true;
  const { data: payment, isError } = usePostPaymentQuery(post.id, { skip: !ownPost, refetchOnMountOrArgChange: LIST_FRESH_SECONDS });
  const summary = adPaymentSummary({ vipDuration: post.vipDuration, urgentDays: post.urgentDays });
  const [base, ...legacy] = summary.lines;
  // null: a free post; undefined while loading, after a failure, or for staff: then the total is not known.
  const paid: PostPayment | undefined = ownPost ? payment : undefined;
  const paidAt = dateText(paid?.paidAt ?? null, i18n.language);

  const note = (testId: string, text: string) => (
    <p className="mt-2 text-sm text-slate-500" data-testid={testId}>
      {text}
    </p>
  );
  let status: ReactNode = null;
  if (!ownPost) status = note('payment-owner-only', t('myPost.payment.ownerOnly'));
  else if (paid === undefined) status = isError ? note('payment-load-failed', t('myPost.payment.loadFailed')) : <InlineSpinner />;

  return (
    <Section title={t('myPost.payment.title')} testId="my-post-payment">
      <table className="w-full text-sm">
        <tbody className="divide-y divide-slate-100">
          {base && <PaymentLine testId="payment-line-base" label={t('myPost.payment.lines.base')} cents={base.cents} />}
          {paid?.lines.map((line) => (
            <PaymentLine key={line.packageType} testId={`payment-line-${line.packageType}`} {...costLineText(t, line)} cents={line.cents} />
          ))}
          {legacy.map((line) => (
            <PaymentLine
              key={line.kind}
              testId={`payment-line-${line.kind}`}
              label={t(`myPost.payment.lines.${line.kind}`)}
              detail={summaryLineDetail(t, line)}
              cents={line.cents}
            />
          ))}
        </tbody>
        {paid !== undefined && (
          <tfoot>
            <tr className="border-t-2 border-slate-200">
              <th scope="row" className="pt-2 text-left font-semibold text-slate-900">
                {t('myPost.payment.total')}
              </th>
              <td className="pt-2 text-right text-lg font-bold text-slate-900" data-testid="payment-total">
                {formatDollars((paid?.amount ?? 0) + summary.totalCents)}
              </td>
            </tr>
          </tfoot>
        )}
      </table>
      {status}
      {paid === null && note('payment-free', t('myPost.payment.free'))}
      {paid && (paidAt || paid.mode === 'test') && (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-500">
          {paidAt && <span data-testid="payment-paid-at">{t('myPost.payment.paidAt', { date: paidAt })}</span>}
          {paid.mode === 'test' && (
            <span className="rounded-full bg-yellow-100 px-2 py-0.5 text-xs font-semibold text-yellow-800" data-testid="payment-test-mode">
              {t('myPost.payment.testMode')}
            </span>
          )}
        </p>
      )}
      {post.vipDuration !== null && post.vipDuration > 0 && (
        <table className="mt-4 w-full text-sm" data-testid="vip-duration-table">
          <caption className="mb-1 text-left font-semibold text-slate-800">{t('myPost.payment.vipTable')}</caption>
          <thead>
            <tr className="text-slate-500">
              <th scope="col" className="py-1 text-left font-normal">
                {t('myPost.payment.vipTableDuration')}
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                {t('myPost.payment.vipTablePrice')}
              </th>
            </tr>
          </thead>
          <tbody>
            {VIP_DURATION_TABLE.map((row) => {
              const current = row.months === post.vipDuration;
              return (
                <tr key={row.months} className={current ? 'bg-amber-50 font-semibold' : ''} data-current={current || undefined} data-testid={`vip-row-${row.months}`}>
                  <td className="py-1">
                    {unit(t, 'month', row.months)}
                    {current && <span className="ml-2 text-amber-700">({t('myPost.payment.yourPackage')})</span>}
                  </td>
                  <td className="py-1 text-right">{formatDollars(row.cents)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Section>
  );
}
