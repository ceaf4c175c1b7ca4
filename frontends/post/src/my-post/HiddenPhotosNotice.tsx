import type { JobPost } from '@chonail/shared/contracts';
import { PHOTO_VIDEO_WIZARD_PATH, photosArePublic } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { Link } from '@chonail/web/router';

/**
 * The owner sees every photo of their post, visitors only while the photo/video add-on runs: without
 * this the owner's page looks as if the public saw them too.
 */
export function HiddenPhotosNotice({ post, now }: { post: Pick<JobPost, 'photo_video_addon' | 'photoVideoEndsAt'>; now: Date }) {
  const { t } = useTranslation();
  if (photosArePublic(post, now)) return null;
  return (
    <div className="mb-3 flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between" data-testid="my-post-hidden-photos">
      <p className="font-semibold">{t('myPost.hiddenPhotos')}</p>
      <Link to={PHOTO_VIDEO_WIZARD_PATH} className="inline-flex min-h-11 items-center font-semibold text-rose-700 underline">
        {t('myPost.photosAddonCta')}
      </Link>
    </div>
  );
}
