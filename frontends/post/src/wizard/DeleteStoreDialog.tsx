import type { Store } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';
import { useDeleteStoreMutation } from '@chonail/web/data/posting';
import { toast } from '@chonail/web/ui';
import { ConfirmDialog } from '@chonail/web/ui/dialog';
import { failureText } from './wizard-state';

/** Spec 02 step 2's store deletion: asked first, cannot be undone; the store list refreshes after it. */
export default function DeleteStoreDialog({ store, onClose, onDeleted }: { store: Store; onClose: () => void; onDeleted: (id: number) => void }) {
  const { t } = useTranslation();
  const [deleteStore] = useDeleteStoreMutation();

  const confirm = async () => {
    try {
      await deleteStore(store.id).unwrap();
      toast({ title: t('wizard.deleteStore.success'), variant: 'success' });
      onDeleted(store.id);
    } catch (error) {
      toast({ title: t('wizard.errorTitle'), description: failureText(t, error, 'wizard.deleteStore.failed'), variant: 'destructive' });
    }
  };

  return (
    <ConfirmDialog
      title={t('wizard.deleteStore.title')}
      body={t('wizard.deleteStore.body', { name: store.name })}
      confirmLabel={t('wizard.deleteStore.confirm')}
      cancelLabel={t('wizard.deleteStore.cancel')}
      busyLabel={t('wizard.deleteStore.deleting')}
      onConfirm={confirm}
      onClose={onClose}
      destructive
      testId="delete-store-dialog"
    />
  );
}
