import { useTranslation } from '@chonail/shared/i18n';
import { DialogFrame } from '@chonail/web/ui/dialog';

/** Spec 01 section 8: saving one's own post opens 'Cannot Save' instead of a toast. */
export default function OwnPostDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame title={t('saving.ownPostTitle')} description={t('saving.ownPostBody')} onClose={onClose} testId="own-post-dialog">
      <button type="button" onClick={onClose} className="w-full rounded-lg bg-rose-600 px-4 py-2.5 font-semibold text-white">
        {t('saving.ok')}
      </button>
    </DialogFrame>
  );
}
