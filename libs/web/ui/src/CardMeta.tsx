import type { JobPost } from '@chonail/shared/contracts';
import { distanceLabel, postedAge } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';

type TFunction = ReturnType<typeof useTranslation>['t'];

/** "2 giờ trước" / "2 hours ago" (i18next plurals), or "Vừa đăng" / "Just posted". */
export function postedAgo(t: TFunction, createdAt: string, now: Date): string {
  const age = postedAge(new Date(createdAt), now);
  return age.unit === 'justNow' ? t('jobCard.age.justNow') : t(`jobCard.age.${age.unit}`, { count: age.count });
}

/** The detail's "Đăng 2 giờ trước" / "Posted 2 hours ago" line; "Just posted" needs no prefix. */
export function postedLine(t: TFunction, createdAt: string, now: Date): string {
  return postedAge(new Date(createdAt), now).unit === 'justNow' ? t('jobCard.age.justNow') : t('detail.posted', { ago: postedAgo(t, createdAt, now) });
}

/**
 * The card's "12 mi · 2 hours ago" line (issue 17): how far the post is from the searched place
 * (only when the search had a place, so the API answered a distance) and how long ago it was posted.
 */
export function CardMeta({ post, now }: { post: Pick<JobPost, 'distance' | 'createdAt'>; now: Date }) {
  const { t } = useTranslation();
  const label = distanceLabel(post.distance);
  const distance = label === null ? null : label.kind === 'underOne' ? t('jobCard.underOneMile') : t('jobCard.distance', { miles: label.miles });
  const posted = postedAgo(t, post.createdAt, now);
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-600" data-testid="card-meta">
      {distance !== null && (
        <span className="font-semibold text-slate-700" data-testid="card-distance" aria-label={t('jobCard.distanceFrom', { distance })}>
          {distance}
        </span>
      )}
      {distance !== null && <span aria-hidden="true">·</span>}
      <time dateTime={post.createdAt} data-testid="card-age">
        {posted}
      </time>
    </p>
  );
}
