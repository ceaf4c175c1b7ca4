import type { ListingErrorCode } from '@chonail/shared/contracts';
import { JOB_REFERRER_KEY, JOB_TYPES, jobPageBackTarget, postIdParam, relatedPosts } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import {
  type ApiQueryError,
  LIST_FRESH_SECONDS,
  useAccount,
  useJobPostQuery,
  useSearchJobPostsQuery,
} from '@chonail/web/data';
import { useNavigate, useParams, useSearchParams } from '@chonail/web/router';
import { buttonClass, JobBadges, JobCard, MaskedText, PhoneAction, postedLine, Spinner, useContactReveal, usePageNow } from '@chonail/web/ui';
import { DETAIL_MAP_ZOOM, HIDDEN_ADDRESS_MAP_ZOOM } from '../listing/detail-constants';
import { SaveButton } from '../listing/SaveButton';
import { ShareButton } from '../listing/ShareButton';
import { TranslationNote, useShownText } from '../listing/shown-text';
import { DetailLoadFailed, failureOf } from '../listing/DetailLoadFailed';
import { detailMedia } from '../listing/detail-media';
import { Gallery } from '../listing/Gallery';
import { SETTLE_MS, usePaintedWith } from '../after-paint';
import { DeferredLocationMap } from './DeferredLocationMap';
import { AreaLine, ExperienceLine, FactLines } from '../listing/PostFacts';
import { ContactLinks } from '../listing/ContactLinks';
import { CityPageLink } from '../place/CityPageLink';

const POST_EXPIRED: ListingErrorCode = 'POST_EXPIRED';
const RELATED_SHOWN = 3;

function readReferrer(): string | null {
  try {
    return sessionStorage.getItem(JOB_REFERRER_KEY);
  } catch {
    return null;
  }
}

function expiredJobType(error: unknown): string | undefined {
  const details = (error as ApiQueryError | undefined)?.body as { details?: Array<{ path?: unknown; message?: unknown }> } | undefined;
  const type = details?.details?.find((detail) => detail.path === 'jobType')?.message;
  return typeof type === 'string' && (JOB_TYPES as readonly string[]).includes(type) ? type : undefined;
}

/** Spec 01 "Public job detail" (/job/:id): the post on its own page, with expired and not-found screens. */
export function JobPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const [params] = useSearchParams();
  const account = useAccount();
  const now = usePageNow();
  const postId = postIdParam(id);
  const { data: post, error, isLoading, refetch } = useJobPostQuery(postId ?? 0, { skip: postId === null });
  const shown = useShownText(post);
  const contact = useContactReveal(post?.id);
  // The related posts further down are asked for once the post itself is on the screen, and settled.
  const postShown = usePaintedWith(Boolean(post), SETTLE_MS);
  const { data: nearby } = useSearchJobPostsQuery(
    post ? { state: post.state, jobType: post.jobType, limit: String(RELATED_SHOWN + 1) } : {},
    { skip: !post || !postShown, refetchOnMountOrArgChange: LIST_FRESH_SECONDS },
  );

  const back = () =>
    navigate(jobPageBackTarget({ ref: params.get('ref'), storedReferrer: readReferrer(), jobType: post?.jobType ?? null, signedIn: account.status === 'signedIn', ownPostId: post?.isOwner ? post.id : null }));
  const backButton = (
    <button type="button" onClick={back} className="mb-4 inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-semibold text-slate-700" data-testid="job-back">
      ← {t('jobPage.back')}
    </button>
  );

  if (postId !== null && isLoading) return <Spinner />;
  if (!post) {
    // A network or server failure says nothing about the post: only a 404/410 is "removed".
    if (postId !== null && failureOf(error) === 'unavailable') {
      return (
        <div className="mx-auto max-w-xl px-4 py-6" data-testid="job-load-failed">
          {backButton}
          <DetailLoadFailed onRetry={() => void refetch()} />
        </div>
      );
    }
    const expired = (error as ApiQueryError | undefined)?.code === POST_EXPIRED;
    // A 410 names the kind of post that expired; a 404 cannot, so its title is neutral.
    const expiredType = expiredJobType(error);
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid={expired ? 'job-expired' : 'job-not-found'}>
        <h1 className="mb-2 text-2xl font-bold text-slate-900">{expired ? (expiredType ? t(`jobPage.expiredTitleByType.${expiredType}`) : t('jobPage.expiredTitle')) : t('jobPage.notFoundTitle')}</h1>
        <p className="mb-6 text-slate-600">{expired ? t('jobPage.expiredBody') : t('jobPage.notFoundBody')}</p>
        {expired ? (
          <button type="button" onClick={() => navigate('/')} className={buttonClass({ width: 'auto' })} data-testid="job-home">
            {t('jobPage.backHome')}
          </button>
        ) : (
          backButton
        )}
      </div>
    );
  }

  const place = post.hideAddress ? post.location : (post.fullAddress ?? post.location);
  const others = relatedPosts(nearby ?? [], post.id, RELATED_SHOWN);
  return (
    <article className="mx-auto max-w-4xl px-4 py-5" data-testid="job-page">
      {backButton}
      <JobBadges post={post} now={now} />
      {post.storeName && <p className="mt-3 text-sm font-semibold uppercase tracking-wide text-rose-700" data-user-content>{post.storeName}</p>}
      <h1 className="mt-1 text-2xl font-bold text-slate-900" data-testid="job-title" data-user-content>
        {shown.title}
      </h1>
      <TranslationNote shown={shown} />
      <p className="mt-1 text-sm text-slate-500">{postedLine(t, post.createdAt, now)}</p>
      <p className="mt-4 whitespace-pre-line leading-relaxed text-slate-800" data-testid="job-description" data-user-content>
        <MaskedText
          text={shown.description}
          revealLabel={t('jobCard.revealPhone')}
          reveal={{ phones: contact.contact?.textPhones, busy: contact.busy, onReveal: () => void contact.reveal() }}
        />
      </p>
      <div className="mt-4">
        <Gallery media={detailMedia(post, now)} title={post.title} />
      </div>
      <dl className="mt-4 space-y-1 text-sm text-slate-700">
        <div>
          <dt className="inline font-semibold">{t('detail.address')}: </dt>
          <dd className="inline" data-testid="job-address">{place}</dd>
        </div>
        <AreaLine area={post.area} />
        <ExperienceLine level={post.experienceLevel} />
        <FactLines facts={post} />
      </dl>
      <CityPageLink post={post} />
      <div className="mt-4 flex flex-wrap gap-2">
        <PhoneAction postId={post.id} phone={post.phone} scheme="tel" className={buttonClass({ width: 'auto' })} testId="job-call">
          {(phone) => t('detail.call', { phone })}
        </PhoneAction>
        <ContactLinks postId={post.id} phone={post.phone} address={place} testId="job" />
        <SaveButton postId={post.id} withLabel />
        <ShareButton post={post} title={shown.title} testId="job" />
      </div>
      {/* Leaflet's panes carry z-indexes of 400 and up: kept inside their own stacking context, they stay under a dialog (the share menu). */}
      <div className="isolate mt-5">
        <DeferredLocationMap lat={post.lat} lng={post.lng} zoom={post.hideAddress ? HIDDEN_ADDRESS_MAP_ZOOM : DETAIL_MAP_ZOOM} jobType={post.jobType} />
      </div>
      {others.length > 0 && (
        <section className="mt-8" data-testid="related-posts">
          <h2 className="mb-3 text-lg font-bold text-slate-900">{t('jobPage.related')}</h2>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            {others.map((other) => (
              <JobCard
                key={other.id}
                post={other}
                // Back from a related post returns to this one.
                onOpen={() => navigate(`/job/${other.id}?ref=${encodeURIComponent(`/job/${post.id}`)}`)}
              />
            ))}
          </div>
        </section>
      )}
    </article>
  );
}
