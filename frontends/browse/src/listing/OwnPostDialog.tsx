import { useTranslation } from '@chonail/shared/i18n';
import { buttonClass } from '@chonail/web/ui';
import { DialogFrame } from '@chonail/web/ui/dialog';

/** Spec 01 section 8: saving one's own post opens 'Cannot Save' instead of a toast. */
export default function OwnPostDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame title={t('saving.ownPostTitle')} description={t('saving.ownPostBody')} onClose={onClose} testId="own-post-dialog">
      <button type="button" onClick={onClose} className={buttonClass()}>
        {t('saving.ok')}
      </button>
    </DialogFrame>
  );
}
