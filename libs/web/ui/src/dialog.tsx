import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '@chonail/shared/i18n';
// Through the package name, not './toast-store': that module is the shared singleton whose state
// the shell's toaster reads; a relative import would bundle a second copy into this chunk.
import { dismissToast, registerDialog, TOAST_DURATION_MS, useToasts, type ToastVariant } from '@chonail/web/ui';

const WIDTHS = { md: 'sm:w-[28rem]', lg: 'sm:w-[44rem]' } as const;

const TOAST_CLASS: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-slate-50 text-slate-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  destructive: 'border-red-200 bg-red-600 text-white',
};

/**
 * The current toast, inside the dialog and in the flow of its content: a toast floating over a
 * phone's bottom sheet covered the code field and 'Hoàn tất đăng ký' for 5 s (issue 17). The
 * shell's toaster holds its toasts back while a dialog is open.
 */
function DialogToast() {
  const { t } = useTranslation();
  const item = useToasts().find((toast) => toast.open);
  const id = item?.id;
  const duration = item?.durationMs ?? TOAST_DURATION_MS;
  useEffect(() => {
    if (id === undefined) return;
    const timer = setTimeout(() => dismissToast(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration]);
  if (!item) return null;
  return (
    <div
      role={item.variant === 'destructive' ? 'alert' : 'status'}
      className={`mb-4 flex items-start gap-3 rounded-lg border p-3 ${TOAST_CLASS[item.variant ?? 'default']}`}
      data-testid="toast"
    >
      <div className="flex-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description && <p className="mt-1 text-sm opacity-90">{item.description}</p>}
      </div>
      <button type="button" onClick={() => dismissToast(item.id)} aria-label={t('toast.close')} className="rounded px-1 text-lg leading-none opacity-70 hover:opacity-100">
        ×
      </button>
    </div>
  );
}

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
  useEffect(() => registerDialog(), []);
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
            <Dialog.Close aria-label={t('common.close')} className="-mr-2 -mt-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-2xl leading-none text-slate-500 hover:bg-slate-100">
              ×
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mb-4 text-sm text-slate-600">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <DialogToast />
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
