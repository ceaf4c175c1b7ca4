import { useEffect, useRef } from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { useTranslation } from '@chonail/shared/i18n';
// Toasts raised by any remote live in the shared @chonail/web/ui module.
import { dismissToast, TOAST_DURATION_MS, useDialogOpen, useToasts, type ToastVariant } from '@chonail/web/ui';

const VARIANT_CLASS: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  destructive: 'border-red-200 bg-red-600 text-white',
};

/**
 * Radix gives what spec 02 section 9 asks: swipe right past 50 px dismisses, F8 focuses the
 * notification area, and each toast closes after its duration. Loaded by ToasterHost with the
 * first toast, so Radix is not part of the first page.
 */
export function Toaster({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const { t } = useTranslation();
  // An open dialog shows the toast inside itself (DialogFrame); here it would cover the dialog.
  const dialogOpen = useDialogOpen();
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION_MS}>
      {(dialogOpen ? [] : toasts).map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.durationMs ?? TOAST_DURATION_MS}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 ${VARIANT_CLASS[item.variant ?? 'default']}`}
          data-testid="toast"
        >
          <div className="flex-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description && <ToastPrimitive.Description className="mt-1 text-sm opacity-90">{item.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close aria-label={t('toast.close')} className="rounded px-1 text-lg leading-none opacity-70 hover:opacity-100">
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        ref={viewport}
        label={t('toast.region')}
        className="fixed bottom-20 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:bottom-4"
      />
    </ToastPrimitive.Provider>
  );
}
