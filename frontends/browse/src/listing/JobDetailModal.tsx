import { lazy, Suspense } from 'react';
import type { JobPost } from '@chonail/shared/contracts';
import { expiryClass, JOB_REFERRER_KEY, formatDate } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { useJobPostQuery } from '@chonail/web/data';
import { Link, useLocation } from '@chonail/web/router';
import { buttonClass, JobBadges, MaskedText, PhoneAction, postedLine, Spinner, useContactReveal, usePageNow } from '@chonail/web/ui';
import { DialogFrame } from '@chonail/web/ui/dialog';
import { DetailLoadFailed, failureOf } from './DetailLoadFailed';
import { withoutPostParam } from './use-post-param';
import { detailMedia } from './detail-media';
import { Gallery } from './Gallery';
import { SaveButton } from './SaveButton';
import { ShareButton } from './ShareButton';
import { DETAIL_MAP_ZOOM, HIDDEN_ADDRESS_MAP_ZOOM } from './detail-constants';
import { TranslationNote, type ShownText, useShownText } from './shown-text';
import { AreaLine, ExperienceLine, FactLines } from './PostFacts';
import { ContactLinks } from './ContactLinks';

const LocationMap = lazy(() => import('../map/LocationMap'));

const mapsSearch = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
const date = (iso: string | null) => (iso ? new Date(iso) : null);

/** What the dialog is opened with: a list's full copy of the post, or only its id and title (a map marker). */
export type DetailSeed = JobPost | { id: number; title: string };
const isFullPost = (seed: DetailSeed): seed is JobPost => 'description' in seed;

/**
 * The detail dialog opened over a list (spec 01 Home): everything about one post, and a way to call.
 * `from`: the state the list searched in (the home page's chosen place, a city or state page's
 * state), sent with the post's read for its poster's statistics (issue 39).
 */
export default function JobDetailModal({ post: seed, onClose, from }: { post: DetailSeed; onClose: () => void; from?: string | null }) {
  const { t } = useTranslation();
  // The list's copy shows at once; the post's own read brings the live save count and view.
  const { data, error, refetch } = useJobPostQuery({ id: seed.id, from });
  const failure = data ? null : failureOf(error);
  const post = data ?? (isFullPost(seed) ? seed : undefined);
  const shown = useShownText(post);
  const retry = () => void refetch();

  if (failure === 'removed' || failure === 'expired') {
    return (
      <DialogFrame title={seed.title} onClose={onClose} testId="job-detail">
        <p role="alert" className="text-slate-700" data-testid={failure === 'expired' ? 'detail-expired' : 'detail-removed'}>
          {failure === 'expired' ? t('jobPage.expiredBody') : t('jobPage.notFoundBody')}
        </p>
        <CloseButton onClose={onClose} />
      </DialogFrame>
    );
  }
  return (
    <DialogFrame title={post ? shown.title : seed.title} onClose={onClose} testId="job-detail" size="lg">
      {failure === 'unavailable' && <DetailLoadFailed onRetry={retry} />}
      {post ? <DetailBody post={post} shown={shown} onClose={onClose} /> : failure === null ? <Spinner /> : <CloseButton onClose={onClose} />}
    </DialogFrame>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex justify-end">
      <button type="button" onClick={onClose} className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700" data-testid="detail-close">
        {t('detail.close')}
      </button>
    </div>
  );
}

function DetailBody({ post, shown, onClose }: { post: JobPost; shown: ShownText; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  // The job page's Back returns to the list, not to this dialog (?post=).
  const from = pathname + withoutPostParam(search);
  // The job page's Back returns here (with the list's scroll), also after a reload drops ?ref.
  const rememberReferrer = () => {
    try {
      sessionStorage.setItem(JOB_REFERRER_KEY, from);
    } catch {
      // Without storage the ref parameter still carries it.
    }
  };
  const now = usePageNow();
  const expires = date(post.expiresAt);
  const media = detailMedia(post, now);
  const address = post.fullAddress ?? post.location;
  const contact = useContactReveal(post.id);
  const paidStates = post.isNationwide && post.selected_states.length > 0 && (date(post.stateAddonEndsAt)?.getTime() ?? 0) > now.getTime();

  return (
    <>
      <JobBadges post={post} now={now} />
      {paidStates && (
        <p className="mt-2 text-xs font-semibold text-emerald-800" data-testid="paid-states">
          {t('detail.paidStates', { states: post.selected_states.join(', ') })}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="sr-only">{t('detail.address')}</dt>
          <dd>
            {post.storeName && <span className="font-semibold">{post.storeName} · </span>}
            <a href={mapsSearch(address)} target="_blank" rel="noreferrer" className="text-rose-700 underline" data-testid="detail-address">
              {address}
            </a>
          </dd>
        </div>
        <dd data-testid="detail-posted">{postedLine(t, post.createdAt, now)}</dd>
        <dd data-testid="detail-saves">{t('detail.saves', { count: post.saveCount })}</dd>
        <dd data-testid="detail-id">{t('detail.id', { id: post.id })}</dd>
        <dd data-testid="detail-expiry" data-expiry={expiryClass(expires, now)}>
          {expires ? t('detail.expires', { date: formatDate(expires, i18n.language) }) : t('detail.expiry.unknown')} · {t(`detail.expiry.${expiryClass(expires, now)}`)}
        </dd>
        <AreaLine area={post.area} />
        <ExperienceLine level={post.experienceLevel} />
        <FactLines facts={post} />
      </dl>
      <TranslationNote shown={shown} />
      <p className="mt-4 whitespace-pre-line text-sm leading-relaxed text-slate-800" data-testid="detail-description">
        <MaskedText
          text={shown.description}
          revealLabel={t('jobCard.revealPhone')}
          reveal={{ phones: contact.contact?.textPhones, busy: contact.busy, onReveal: () => void contact.reveal() }}
        />
      </p>
      <div className="mt-4">
        <Gallery media={media} title={post.title} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <PhoneAction postId={post.id} phone={post.phone} scheme="tel" className={buttonClass({ width: 'auto' })} testId="detail-call">
          {(phone) => t('detail.call', { phone })}
        </PhoneAction>
        <ContactLinks postId={post.id} phone={post.phone} address={address} testId="detail" />
        <SaveButton postId={post.id} withLabel />
        <ShareButton post={post} title={shown.title} testId="detail" />
      </div>
      <div className="mt-4">
        <Suspense fallback={<div className="h-56 animate-pulse rounded-lg bg-slate-100" />}>
          <LocationMap lat={post.lat} lng={post.lng} zoom={post.hideAddress ? HIDDEN_ADDRESS_MAP_ZOOM : DETAIL_MAP_ZOOM} jobType={post.jobType} />
        </Suspense>
      </div>
      <div className="mt-4 flex justify-between gap-3">
        {/* The job page takes the dialog's place in the history: Back from it returns to the list, where it was scrolled, not to the dialog. */}
        <Link to={`/job/${post.id}?ref=${encodeURIComponent(from)}`} replace onClick={rememberReferrer} data-testid="detail-open-page" className="px-2 py-2.5 font-semibold text-rose-700 underline">
          {t('detail.openPage')}
        </Link>
        <button type="button" onClick={onClose} className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700" data-testid="detail-close">
          {t('detail.close')}
        </button>
      </div>
    </>
  );
}
