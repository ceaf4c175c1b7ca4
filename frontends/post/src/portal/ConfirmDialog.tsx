import { useState } from 'react';
import { useTranslation } from '@chonail/shared/i18n';
import { DialogFrame } from '@chonail/web/ui/dialog';

export interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  /** Resolves when the action is over, whatever its outcome (the caller toasts it). */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  destructive?: boolean;
}

/** Pause and delete ask first (spec 01 section 4). The dialog stays open, its buttons off, while the call runs. */
export default function ConfirmDialog({ title, body, confirmLabel, onConfirm, onClose, destructive = false }: ConfirmDialogProps) {
  const { t } = useTranslation();
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
    <DialogFrame title={title} description={body} onClose={() => !busy && onClose()} testId="confirm-dialog">
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onClose}
          disabled={busy}
          className="min-h-11 rounded-lg border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50"
          data-testid="confirm-dialog-cancel"
        >
          {t('portal.confirm.cancel')}
        </button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={busy}
          className={`min-h-11 rounded-lg px-5 font-semibold text-white disabled:opacity-50 ${destructive ? 'bg-red-600 hover:bg-red-700' : 'bg-rose-600 hover:bg-rose-700'}`}
          data-testid="confirm-dialog-confirm"
        >
          {busy ? t('portal.confirm.working') : confirmLabel}
        </button>
      </div>
    </DialogFrame>
  );
}
