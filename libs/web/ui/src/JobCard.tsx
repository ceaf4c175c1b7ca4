import { useEffect, useRef, useState } from 'react';
import type { JobPost } from '@chonail/shared/contracts';
import { cardMedia, effectivePriority, packageTier, showsPaidMedia, showsVipBadge, thumbnailSources } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { CardMeta } from './CardMeta';
import { FactChips } from './listing-facts';
import { MaskedText } from './MaskedText';
import { PhoneAction, useContactReveal } from './PhoneAction';

export interface JobCardProps {
  post: JobPost;
  /** The instant the card is judged at (tests pass one); defaults to now. */
  now?: Date;
  onOpen?: (post: JobPost) => void;
  /** The save control, rendered in the card's corner (the save logic lives with the page). */
  saveControl?: React.ReactNode;
  /** Lines of description before the clamp: 2 on the lists, 3 on the saved items page (spec 01 section 9). */
  descriptionLines?: 2 | 3;
  /**
   * Skips layout and paint while off the screen (the default). A list's first cards say false: they
   * are on the first screen, and an estimated height replaced by the real one as a card comes near
   * would move everything under it.
   */
  deferLayout?: boolean;
}

const THUMBNAILS_SHOWN = 2;
/** The thumbnail slot's CSS width (w-24), so dense screens still pick the 400 px thumbnail. */
const THUMBNAIL_SIZES = '96px';
const date = (iso: string | null) => (iso ? new Date(iso) : null);

/** Pastel backgrounds for diamond2 ("random background colours"), stable per post so a card does not flicker. */
const DIAMOND2_BACKGROUNDS = ['bg-amber-50', 'bg-sky-50', 'bg-emerald-50', 'bg-violet-50', 'bg-rose-50'];
// Whole class names, so Tailwind's scan finds them.
const DESCRIPTION_CLAMP = { 2: 'line-clamp-2', 3: 'line-clamp-3' } as const;
const TIER_BORDERS = { free: 'border-slate-200', vip: 'border-amber-400', vvip: 'border-violet-500', super_vip: 'border-rose-500' } as const;

/** The job card of spec 01: badges, clamped text with masked phones, up to 4 images (2 shown, +N). */
export function JobCard({ post, now = new Date(), onOpen, saveControl, descriptionLines = 2, deferLayout = true }: JobCardProps) {
  const { t } = useTranslation();
  const priority = effectivePriority({ priorityAddon: post.priorityAddon, priorityEndsAt: date(post.priorityEndsAt) }, now);
  const tier = packageTier(post);
  const media = showsPaidMedia({ photoVideoAddon: post.photo_video_addon, photoVideoEndsAt: date(post.photoVideoEndsAt) }, now) ? cardMedia(post.images, 4) : [];
  const open = () => onOpen?.(post);
  const contact = useContactReveal(post.id);

  const frame = priority === 'diamond3' ? 'bg-gradient-to-r from-rose-500 via-amber-400 to-violet-500 p-[3px]' : '';
  const background = priority === 'diamond2' ? DIAMOND2_BACKGROUNDS[post.id % DIAMOND2_BACKGROUNDS.length] : 'bg-white';

  return (
    // Off-screen cards skip layout and paint until scrolled near (a list of 50 took a phone's main
    // thread 70 ms to lay out); `auto` keeps each card's last size once it has been drawn.
    <div
      className={`rounded-xl ${frame} ${deferLayout ? '[contain-intrinsic-size:auto_16rem] [content-visibility:auto]' : ''}`}
      data-testid="job-card" data-post-id={post.id} data-priority={priority} data-tier={tier}>
      <article
        className={`relative flex h-full cursor-pointer flex-col rounded-xl border ${priority === 'diamond3' ? 'border-transparent' : TIER_BORDERS[tier]} ${background} p-4 shadow-sm transition hover:shadow-md`}
        onClick={open}
      >
        <JobBadges post={post} now={now} className="pr-10" />
        {saveControl && (
          <div className="absolute right-3 top-3" onClick={(e) => e.stopPropagation()}>
            {saveControl}
          </div>
        )}
        {/* With a save heart in the corner the title's whole box keeps clear of it (issue 36): the heart is 44 px wide, 12 px in. */}
        <h3 className={`mt-2 text-base font-bold text-slate-900 ${saveControl ? 'mr-11' : ''}`} data-user-content data-testid="job-card-title">
          {/* A 44 px tap target even for a one-line title (issue 21); the two-line clamp is the text's.
              A link to the post's page (issue 37: what a search engine follows, and a new tab for who
              wants one); a plain tap opens the detail where the list is, as before. */}
          <a
            href={`/job/${post.id}`}
            className="flex min-h-11 w-full items-center text-left hover:underline"
            aria-label={t('jobCard.open', { title: post.title })}
            onClick={(e) => {
              e.stopPropagation();
              if (!onOpen || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
              e.preventDefault();
              open();
            }}
          >
            <span className="line-clamp-2">{post.title}</span>
          </a>
        </h3>
        <p className={`mt-1 ${DESCRIPTION_CLAMP[descriptionLines]} text-sm text-slate-600`} data-testid="job-description" data-user-content>
          <MaskedText
            text={post.description}
            revealLabel={t('jobCard.revealPhone')}
            reveal={{ phones: contact.contact?.textPhones, busy: contact.busy, onReveal: () => void contact.reveal() }}
          />
        </p>
        {/* Issue 24: pay, housing, tips or price, revenue, stations; no row (and no space) without facts. */}
        <FactChips facts={post} />
        <div className="mt-2 flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-sm text-slate-800" data-user-content>
              {post.storeName && <span className="font-semibold">{post.storeName} · </span>}
              <span>{post.location}</span>
            </p>
            <CardMeta post={post} now={now} />
          </div>
          {/* A technician calls straight from the list, the number the owner chose (the store's, else the
              account's): the first tap reveals it through the contact call, then dials. */}
          <PhoneAction
            postId={post.id}
            phone={post.phone}
            scheme="tel"
            ariaLabel={(phone) => t('detail.call', { phone })}
            className="flex min-h-11 shrink-0 items-center rounded-lg border border-rose-300 px-3 text-sm font-semibold text-rose-700"
            testId="card-call"
          >
            {() => t('jobCard.call')}
          </PhoneAction>
        </div>
        {media.length > 0 && <Thumbnails post={post} media={media} />}
      </article>
    </div>
  );
}

/** Type, priority, URGENT, VIP tier and Multi-State badges: the card's and the detail dialog's. */
export function JobBadges({ post, now, className = '' }: { post: JobPost; now: Date; className?: string }) {
  const { t } = useTranslation();
  const priority = effectivePriority({ priorityAddon: post.priorityAddon, priorityEndsAt: date(post.priorityEndsAt) }, now);
  const tier = packageTier(post);
  const vip = showsVipBadge({ ...post, expiresAt: date(post.expiresAt) }, now);
  const stateAddonEnds = date(post.stateAddonEndsAt);
  const multiState = post.isNationwide && stateAddonEnds !== null && stateAddonEnds > now;
  return (
      <div className={`flex flex-wrap items-center gap-1.5 text-xs font-semibold ${className}`}>
      <span className={`rounded-full px-2 py-0.5 ${post.jobType === 'hiring' ? 'bg-blue-100 text-blue-800' : 'bg-purple-100 text-purple-800'}`} data-testid="type-badge">
        {t(`jobCard.jobType.${post.jobType}`)}
      </span>
      {priority !== 'none' && (
        <span className="rounded-full bg-cyan-100 px-2 py-0.5 text-cyan-800" data-testid="priority-badge">
          💎 {t(`jobCard.priority.${priority}`)}
        </span>
      )}
      {priority === 'diamond3' && (
        <span className="rounded-full bg-red-600 px-2 py-0.5 text-white" data-testid="urgent-badge">
          {t('jobCard.urgent')}
        </span>
      )}
      {vip && tier !== 'free' && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-800" data-testid="vip-badge">
          {t(`jobCard.tier.${tier}`)}
        </span>
      )}
      {multiState && (
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-800" data-testid="multistate-badge">
          {t('jobCard.multiState')}
          {post.selected_states.length > 0 && ` (${post.selected_states.length})`}
        </span>
      )}
    </div>
  );
}

function Thumbnails({ post, media }: { post: JobPost; media: ReturnType<typeof cardMedia> }) {
  const { t } = useTranslation();
  const shown = media.slice(0, THUMBNAILS_SHOWN);
  const more = media.length - shown.length;
  return (
    <div className="mt-3 flex gap-2" data-testid="thumbnails">
      {shown.map((item, i) => (
        <div key={item.url} className="relative h-20 w-24 overflow-hidden rounded-lg bg-slate-100">
          <Thumbnail url={item.url} video={item.type === 'video'} alt={t('jobCard.photoOf', { title: post.title })} />
          {i === shown.length - 1 && more > 0 && (
            <span className="absolute inset-0 flex items-center justify-center bg-black/60 text-lg font-bold text-white" data-testid="more-images">
              {t('jobCard.moreImages', { count: more })}
            </span>
          )}
        </div>
      ))}
    </div>
  );
}

function Thumbnail({ url, video, alt }: { url: string; video: boolean; alt: string }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  // A picture that failed before the page's code took a server-drawn card over fired its error
  // with nobody listening: found so when the card mounts.
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth === 0) setBroken(true);
  }, []);
  if (broken) {
    return (
      <span className="flex h-full w-full items-center justify-center text-xs text-slate-600" data-testid="broken-image">
        {t('jobCard.brokenImage')}
      </span>
    );
  }
  return video ? (
    <video src={url} muted preload="metadata" className="h-full w-full object-cover" aria-label={t('jobCard.video')} onError={() => setBroken(true)} />
  ) : (
    <img ref={image} {...thumbnailSources(url, THUMBNAIL_SIZES)} alt={alt} loading="lazy" className="h-full w-full object-cover" onError={() => setBroken(true)} />
  );
}
