import { Suspense, useState } from 'react';
import { z } from 'zod';
import { ADMIN_POST_STATUSES, HIDE_REASON_MAX, type AdminJobPost } from '@chonail/shared/contracts';
import { JOB_TYPES } from '@chonail/shared/domain';
import { US_STATE_CODES } from '@chonail/shared/geo';
import { useTranslation } from '@chonail/shared/i18n';
import { Link } from '@chonail/web/router';
import { Field, Form, Select, TextArea, TextInput, useKitForm } from '@chonail/web/ui/form';
import { type PostFilters, useAdminDeletePostMutation, useAdminHidePostMutation, useAdminPostPaymentQuery, useAdminPostsQuery } from './admin-api';
import { cardClass, Confirm, type ConfirmRequest, dangerButton, LazyDialogFrame, Loaded, money, PAGE_SIZE, Pager, plainButton, primaryButton, useDateTime, useStaffAction } from './admin-ui';

const HOUR_MS = 3_600_000;

/**
 * When the post's paid promotion ends: its diamond level if it has one, else its VIP package
 * (which runs as long as the post). Null when it never had either.
 */
export function vipEndsAt(post: Pick<AdminJobPost, 'priorityAddon' | 'priorityEndsAt' | 'isVip' | 'expiresAt'>): string | null {
  if (post.priorityAddon !== 'none' && post.priorityEndsAt) return post.priorityEndsAt;
  return post.isVip ? post.expiresAt : null;
}

/** Spec 02: "Admin lists show remaining time versus expired for VIP posts". */
function VipTime({ post, now }: { post: AdminJobPost; now: number }) {
  const { t } = useTranslation();
  const ends = vipEndsAt(post);
  if (!ends) return null;
  const left = Date.parse(ends) - now;
  if (left <= 0)
    return (
      <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700" data-testid="vip-time">
        {t('admin.posts.vipExpired')}
      </span>
    );
  const hours = Math.floor(left / HOUR_MS);
  return (
    <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800" data-testid="vip-time">
      {t('admin.posts.vipLeft', { time: t('admin.posts.timeLeft', { days: Math.floor(hours / 24), hours: hours % 24 }) })}
    </span>
  );
}

type FilterValues = { q: string; jobType: string; state: string; status: string; phone: string };
const NO_FILTERS: FilterValues = { q: '', jobType: '', state: '', status: '', phone: '' };

export function PostsTab() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<PostFilters>({});
  const [offset, setOffset] = useState(0);
  const posts = useAdminPostsQuery({ ...filters, limit: PAGE_SIZE, offset });
  const [deletePost] = useAdminDeletePostMutation();
  const [hidePost] = useAdminHidePostMutation();
  const run = useStaffAction();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [paymentOf, setPaymentOf] = useState<number | null>(null);
  const [hiding, setHiding] = useState<AdminJobPost | null>(null);
  const now = Date.now();

  const filterForm = useKitForm<FilterValues>({ check: () => ({}), defaultValues: NO_FILTERS });
  const onFilter = (values: FilterValues) => {
    const given = (value: string) => value.trim() || undefined;
    setFilters({
      q: given(values.q),
      jobType: given(values.jobType) as PostFilters['jobType'],
      state: given(values.state),
      status: given(values.status) as PostFilters['status'],
      phone: given(values.phone),
    });
    setOffset(0);
  };

  const askDelete = (post: AdminJobPost) =>
    setConfirm({
      title: t('admin.posts.confirmDelete.title'),
      body: t('admin.posts.confirmDelete.body', { title: post.title }),
      confirmLabel: t('admin.posts.confirmDelete.confirm'),
      busyLabel: t('admin.posts.confirmDelete.busy'),
      destructive: true,
      onConfirm: () => run(() => deletePost(post.id).unwrap(), 'admin.posts.deleted', 'admin.posts.deleteFailed'),
    });

  const restore = (post: AdminJobPost) => run(() => hidePost({ id: post.id, hide: false }).unwrap(), 'admin.posts.restored', 'admin.posts.restoreFailed');

  return (
    <div>
      <Form form={filterForm} onSubmit={onFilter} className="grid grid-cols-2 gap-2 sm:grid-cols-6" role="search" testId="posts-filters">
        <Field name="q" label={t('admin.posts.search')} className="col-span-2">
          <TextInput type="search" data-testid="posts-q" />
        </Field>
        <Field name="jobType" label={t('admin.posts.type')}>
          <Select data-testid="posts-type">
            <option value="">{t('admin.all')}</option>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`jobCard.jobType.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field name="state" label={t('admin.posts.state')}>
          <Select data-testid="posts-state">
            <option value="">{t('admin.all')}</option>
            {US_STATE_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
        </Field>
        <Field name="status" label={t('admin.posts.status')}>
          <Select data-testid="posts-status">
            <option value="">{t('admin.all')}</option>
            {ADMIN_POST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.posts.statuses.${status}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field name="phone" label={t('admin.posts.ownerPhone')}>
          <TextInput type="tel" inputMode="numeric" data-testid="posts-phone" />
        </Field>
        <button type="submit" className={`${primaryButton} col-span-2 sm:col-span-6 sm:justify-self-end`} data-testid="posts-apply">
          {t('admin.apply')}
        </button>
      </Form>

      <Loaded query={posts}>
        <ul className="mt-4 space-y-3" data-testid="posts-list">
          {posts.data?.rows.map((post) => (
            <li key={post.id} className={cardClass} data-testid={`post-${post.id}`}>
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="min-w-0 flex-1 break-words font-semibold text-slate-900">
                  {/* The ad page shows staff any post, with its payment summary. */}
                  <Link to={`/my-posts/${post.id}`} className="hover:underline" data-testid="post-ad-page">
                    {post.title}
                  </Link>
                </h3>
                <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700" data-testid="post-status">
                  {t(`admin.posts.statuses.${post.status}`)}
                </span>
                <VipTime post={post} now={now} />
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {t(`jobCard.jobType.${post.jobType}`)} · {post.city}, {post.state} · {t('admin.posts.owner', { phone: post.ownerPhone })}
              </p>
              {post.status === 'hidden' && post.hiddenReason && (
                <p className="mt-1 break-words text-sm text-slate-700" data-testid="post-hidden-reason">
                  <span className="font-semibold">{t('admin.posts.hiddenReason')}</span> <span data-user-content>{post.hiddenReason}</span>
                </p>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                {post.status === 'hidden' ? (
                  <button type="button" className={plainButton} onClick={() => void restore(post)} data-testid="post-restore">
                    {t('admin.posts.restore')}
                  </button>
                ) : (
                  <button type="button" className={plainButton} onClick={() => setHiding(post)} data-testid="post-hide">
                    {t('admin.posts.hide')}
                  </button>
                )}
                <button type="button" className={plainButton} onClick={() => setPaymentOf(post.id)} data-testid="post-payment">
                  {t('admin.posts.payment')}
                </button>
                <button type="button" className={dangerButton} onClick={() => askDelete(post)} data-testid="post-delete">
                  {t('admin.posts.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
        {posts.data && <Pager offset={offset} limit={PAGE_SIZE} total={posts.data.total} onChange={setOffset} />}
      </Loaded>
      <Confirm request={confirm} onClose={() => setConfirm(null)} />
      {paymentOf !== null && <PaymentDialog postId={paymentOf} onClose={() => setPaymentOf(null)} />}
      {hiding && (
        <HideDialog
          post={hiding}
          onHide={(reason) => run(() => hidePost({ id: hiding.id, hide: true, reason }).unwrap(), 'admin.posts.hidden', 'admin.posts.hideFailed')}
          onClose={() => setHiding(null)}
        />
      )}
    </div>
  );
}

const hideFormSchema = z.object({ reason: z.string().trim().max(HIDE_REASON_MAX, 'admin.posts.hideDialog.tooLong') });
type HideValues = z.infer<typeof hideFormSchema>;

/** Hiding asks for an optional reason: its owner reads it on their post, in staff's own words. */
function HideDialog({ post, onHide, onClose }: { post: AdminJobPost; onHide: (reason: string | undefined) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const form = useKitForm<HideValues>({ schema: hideFormSchema, defaultValues: { reason: '' }, checkOnBlur: false });
  const onSubmit = async ({ reason }: HideValues) => {
    setBusy(true);
    try {
      await onHide(reason.trim() || undefined);
    } finally {
      onClose();
    }
  };
  return (
    <Suspense fallback={null}>
      <LazyDialogFrame title={t('admin.posts.confirmHide.title')} description={t('admin.posts.confirmHide.body', { title: post.title })} onClose={() => !busy && onClose()} testId="hide-dialog">
        <Form form={form} onSubmit={onSubmit} className="space-y-4" testId="hide-form">
          <Field name="reason" label={t('admin.posts.hideDialog.reason')} hint={t('admin.posts.hideDialog.hint', { max: HIDE_REASON_MAX })}>
            <TextArea rows={3} maxLength={HIDE_REASON_MAX} data-testid="hide-reason" />
          </Field>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={onClose} disabled={busy} className={plainButton} data-testid="hide-cancel">
              {t('admin.cancel')}
            </button>
            <button type="submit" disabled={busy} className={primaryButton} data-testid="hide-confirm">
              {busy ? t('admin.posts.confirmHide.busy') : t('admin.posts.confirmHide.confirm')}
            </button>
          </div>
        </Form>
      </LazyDialogFrame>
    </Suspense>
  );
}

function PaymentDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const payment = useAdminPostPaymentQuery(postId);
  const dateTime = useDateTime();
  const data = payment.data;
  return (
    <Suspense fallback={null}>
      <LazyDialogFrame title={t('admin.posts.paymentTitle', { id: postId })} onClose={onClose} testId="post-payment-dialog">
        <Loaded query={payment}>
          {data ? (
            <dl className="space-y-1 text-sm">
              <Row label={t('admin.posts.paymentAmount')} value={money(data.amount)} />
              <Row label={t('admin.posts.paymentStatus')} value={t(`admin.payments.statuses.${data.status}`)} />
              <Row label={t('admin.posts.paymentMode')} value={t(`admin.payments.modes.${data.mode}`)} />
              <Row label={t('admin.posts.paidAt')} value={dateTime(data.paidAt)} />
              <ul className="mt-2 list-disc pl-5">
                {data.lines.map((line) => (
                  <li key={line.packageType}>
                    {t('admin.posts.paymentLine', { addon: t(`admin.addons.${line.packageType}`), months: line.months, quantity: line.quantity, amount: money(line.cents) })}
                  </li>
                ))}
              </ul>
            </dl>
          ) : (
            <p className="text-sm text-slate-600">{t('admin.posts.noPayment')}</p>
          )}
        </Loaded>
      </LazyDialogFrame>
    </Suspense>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}
