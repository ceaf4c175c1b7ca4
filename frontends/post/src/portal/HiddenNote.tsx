import type { JobPost } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';

/**
 * Tells the owner that staff hid the post and, when staff gave one, why: the reason as they typed
 * it, framed by the catalogue's words in the owner's language.
 */
export function HiddenNote({ post, testId }: { post: Pick<JobPost, 'hiddenReason'>; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" data-testid={testId} role="note">
      <p>{t('portal.post.hiddenNote')}</p>
      {post.hiddenReason && (
        <p className="mt-1 break-words" data-testid="hidden-reason">
          <span className="font-semibold">{t('portal.post.hiddenReason')}</span> <span data-user-content>{post.hiddenReason}</span>
        </p>
      )}
    </div>
  );
}
