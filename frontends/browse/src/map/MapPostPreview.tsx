import type { MapPost } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';
import { buttonClass, PhoneAction } from '@chonail/web/ui';
import { DialogFrame } from '@chonail/web/ui/dialog';

/**
 * The sheet a marker opens (spec 01 "Map page"): enough to tell the post from its neighbours (kind,
 * priority, store and place), a call, and one way on to all of it (the detail dialog, which links
 * to the post's own page).
 */
export default function MapPostPreview({ post, onClose, onDetails }: { post: MapPost; onClose: () => void; onDetails: (post: MapPost) => void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame title={post.title} onClose={onClose} testId="map-preview">
      <div className="flex flex-wrap items-center gap-1.5 text-xs font-semibold">
        <span className={`rounded-full px-2 py-0.5 ${post.jobType === 'hiring' ? 'bg-blue-100 text-blue-800' : 'bg-purple-100 text-purple-800'}`} data-testid="type-badge">
          {t(`jobCard.jobType.${post.jobType}`)}
        </span>
        {post.priority !== 'none' && (
          <span className="rounded-full bg-cyan-100 px-2 py-0.5 text-cyan-800" data-testid="priority-badge">
            💎 {t(`jobCard.priority.${post.priority}`)}
          </span>
        )}
        {post.priority === 'diamond3' && (
          <span className="rounded-full bg-red-600 px-2 py-0.5 text-white" data-testid="urgent-badge">
            {t('jobCard.urgent')}
          </span>
        )}
      </div>
      <p className="mt-3 text-sm text-slate-800" data-testid="map-preview-place" data-user-content>
        {post.storeName && <span className="font-semibold">{post.storeName} · </span>}
        <span>{`${post.city}, ${post.state}`}</span>
      </p>
      <div className="mt-5 grid grid-cols-2 gap-2">
        <PhoneAction
          postId={post.id}
          phone={post.phone}
          scheme="tel"
          className="flex min-h-11 items-center justify-center rounded-lg border border-rose-300 px-3 py-2.5 text-center font-semibold text-rose-700"
          testId="map-preview-call"
        >
          {(phone) => t('detail.call', { phone })}
        </PhoneAction>
        <button type="button" onClick={() => onDetails(post)} className={buttonClass({ width: 'auto' })} data-testid="map-preview-details">
          {t('map.viewDetails')}
        </button>
      </div>
    </DialogFrame>
  );
}
