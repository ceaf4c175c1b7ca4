import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@chonail/shared/i18n';

const WIDTHS = { md: 'sm:w-[28rem]', lg: 'sm:w-[44rem]' } as const;

/**
 * The centred dialog every account screen and listing dialog uses (a bottom sheet on phones).
 * Imported as '@chonail/web/ui/dialog', not through '@chonail/web/ui': that one is a shared
 * singleton loaded with the first page, and Radix should only load with the first dialog.
 */
export function DialogFrame({
  title,
  description,
  onClose,
  children,
  testId,
  size = 'md',
}: {
  title: string;
  description?: string;
  onClose: () => void;
  children: ReactNode;
  testId: string;
  size?: keyof typeof WIDTHS;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className={`fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-auto sm:left-1/2 sm:top-1/2 ${WIDTHS[size]} sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl`}
          data-testid={testId}
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close aria-label={t('common.close')} className="rounded px-2 text-2xl leading-none text-slate-500">
              ×
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mb-4 text-sm text-slate-600">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirm button's text while the action runs. */
  busyLabel: string;
  /** Resolves when the action is over, whatever its outcome (the caller toasts it). */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  destructive?: boolean;
  /** The dialog's test id; its buttons are `${testId}-cancel` and `${testId}-confirm`. */
  testId?: string;
}

/** Asks before an action that cannot be undone. It stays open, its buttons off, while the action runs. */
export function ConfirmDialog({ title, body, confirmLabel, cancelLabel, busyLabel, onConfirm, onClose, destructive = false, testId = 'confirm-dialog' }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      onClose();
    }
  };

  return (
    <DialogFrame title={title} description={body} onClose={() => !busy && onClose()} testId={testId}>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onClose}
          disabled={busy}
          className="min-h-11 rounded-lg border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50"
          data-testid={`${testId}-cancel`}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={busy}
          className={`min-h-11 rounded-lg px-5 font-semibold text-white disabled:opacity-50 ${destructive ? 'bg-red-600 hover:bg-red-700' : 'bg-rose-600 hover:bg-rose-700'}`}
          data-testid={`${testId}-confirm`}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </DialogFrame>
  );
}
