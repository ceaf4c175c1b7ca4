import type { JobPost } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';
import { Link } from '@chonail/web/router';
import { JobBadges, MaskedText } from '@chonail/web/ui';
import { DialogFrame } from '@chonail/web/ui/dialog';

/** The job page's Back returns to the map. */
const FROM_MAP = `?ref=${encodeURIComponent('/map')}`;

/**
 * The job preview dialog of spec 01 "Map page", opened by a marker: enough to tell the post from its
 * neighbours (badges, title, place, the start of the text), and the ways on to all of it.
 */
export default function MapPostPreview({ post, onClose, onDetails }: { post: JobPost; onClose: () => void; onDetails: (post: JobPost) => void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame title={post.title} onClose={onClose} testId="map-preview">
      <JobBadges post={post} now={new Date()} />
      <p className="mt-3 text-sm text-slate-800" data-testid="map-preview-place" data-user-content>
        {post.storeName && <span className="font-semibold">{post.storeName} · </span>}
        <span>{post.location}</span>
      </p>
      <p className="mt-2 line-clamp-3 text-sm text-slate-600" data-user-content>
        <MaskedText text={post.description} revealLabel={t('jobCard.revealPhone')} />
      </p>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-2">
        <Link to={`/job/${post.id}${FROM_MAP}`} className="px-1 py-2.5 font-semibold text-rose-700 underline" data-testid="map-preview-page">
          {t('detail.openPage')}
        </Link>
        <div className="flex gap-2">
          <button type="button" onClick={onClose} className="rounded-lg border border-slate-300 px-4 py-2.5 font-semibold text-slate-700" data-testid="map-preview-close">
            {t('detail.close')}
          </button>
          <button type="button" onClick={() => onDetails(post)} className="rounded-lg bg-rose-600 px-4 py-2.5 font-semibold text-white hover:bg-rose-700" data-testid="map-preview-details">
            {t('map.viewDetails')}
          </button>
        </div>
      </div>
    </DialogFrame>
  );
}
