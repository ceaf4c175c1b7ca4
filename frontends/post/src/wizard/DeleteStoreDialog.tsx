import type { Store } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';
import { useDeleteStoreMutation } from '@chonail/web/data';
import { toast } from '@chonail/web/ui';
import { DialogFrame } from '@chonail/web/ui/dialog';
import { dangerButton, secondaryButton } from './ui';
import { failureText } from './wizard-state';

/** Spec 02 step 2's store deletion: asked first, cannot be undone; the store list refreshes after it. */
export default function DeleteStoreDialog({ store, onClose, onDeleted }: { store: Store; onClose: () => void; onDeleted: (id: number) => void }) {
  const { t } = useTranslation();
  const [deleteStore, { isLoading }] = useDeleteStoreMutation();

  const confirm = async () => {
    try {
      await deleteStore(store.id).unwrap();
      toast({ title: t('wizard.deleteStore.success'), variant: 'success' });
      onDeleted(store.id);
      onClose();
    } catch (error) {
      toast({ title: t('wizard.errorTitle'), description: failureText(t, error, 'wizard.deleteStore.failed'), variant: 'destructive' });
    }
  };

  return (
    <DialogFrame
      title={t('wizard.deleteStore.title')}
      description={t('wizard.deleteStore.body', { name: store.name })}
      onClose={() => !isLoading && onClose()}
      testId="delete-store-dialog"
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} disabled={isLoading} className={secondaryButton} data-testid="delete-store-cancel">
          {t('wizard.deleteStore.cancel')}
        </button>
        <button type="button" onClick={confirm} disabled={isLoading} className={dangerButton} data-testid="delete-store-confirm">
          {isLoading ? t('wizard.deleteStore.deleting') : t('wizard.deleteStore.confirm')}
        </button>
      </div>
    </DialogFrame>
  );
}
