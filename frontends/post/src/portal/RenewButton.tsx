import type { JobPost } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';
import { useRenewJobPostMutation } from '@chonail/web/data/posting';
import { Link } from '@chonail/web/router';
import { toast } from '@chonail/web/ui';
import { failureKey } from './post-status';

/** Whether the post ran with paid add-ons: renewing it goes through the wizard, which charges today's prices. */
export const hadPaidAddons = (post: Pick<JobPost, 'priorityAddon' | 'photo_video_addon' | 'isNationwide'>): boolean =>
  post.priorityAddon !== 'none' || post.photo_video_addon || post.isNationwide;

/**
 * 'Gia hạn' / 'Renew' on an expired post (issue 22). A Basic post runs again at once for the
 * owner's Basic duration; one with paid add-ons opens the wizard with those add-ons chosen.
 */
export function RenewButton({ post, className }: { post: JobPost; className: string }) {
  const { t } = useTranslation();
  const [renew, { isLoading }] = useRenewJobPostMutation();
  const label = t('portal.post.renewLabel', { title: post.title });
  if (hadPaidAddons(post)) {
    return (
      <Link to={`/new-package?renew=${post.id}`} aria-label={label} className={className} data-testid="post-renew">
        {t('portal.post.renew')}
      </Link>
    );
  }
  const run = async () => {
    const result = await renew({ id: post.id });
    if (result.error) toast({ variant: 'destructive', title: t('portal.toast.errorTitle'), description: t(failureKey(result.error, 'portal.toast.renewFailed')) });
    else toast({ variant: 'success', title: t('portal.toast.successTitle'), description: t('portal.toast.renewed') });
  };
  return (
    <button type="button" onClick={() => void run()} disabled={isLoading} aria-label={label} className={className} data-testid="post-renew">
      {t('portal.post.renew')}
    </button>
  );
}
