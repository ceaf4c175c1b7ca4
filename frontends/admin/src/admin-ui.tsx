import { lazy, type ReactNode, Suspense } from 'react';
import { formatDate } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { errorMessage } from '@chonail/web/data';
import { buttonClass, inputClass, Spinner, toast } from '@chonail/web/ui';

/** Radix comes with the first dialog, not with the admin page (see '@chonail/web/ui/dialog'). */
const LazyConfirmDialog = lazy(() => import('@chonail/web/ui/dialog').then((m) => ({ default: m.ConfirmDialog })));
export const LazyDialogFrame = lazy(() => import('@chonail/web/ui/dialog').then((m) => ({ default: m.DialogFrame })));

export { inputClass };
// The rows' small buttons, still a finger's 44 px tall (the kit's `sm` is 40).
const staffButton = (variant: 'primary' | 'secondary' | 'danger') => buttonClass({ variant, size: 'sm', width: 'auto' });
export const primaryButton = staffButton('primary');
export const plainButton = staffButton('secondary');
export const dangerButton = staffButton('danger');
export const cardClass = 'rounded-xl border border-slate-200 bg-white p-4';

/** Rows per page of every staff list. */
export const PAGE_SIZE = 20;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const money = (cents: number): string => usd.format(cents / 100);

/** A date and time in the reader's language (`formatDate`, as the owner's portal shows dates). */
export function useDateTime(): (iso: string | null | undefined) => string {
  const { i18n } = useTranslation();
  return (iso) => (iso ? formatDate(iso, i18n.language, { time: true }) || '—' : '—');
}

/** A day alone in the reader's language. */
export function useDay(): (iso: string | null | undefined) => string {
  const { i18n } = useTranslation();
  return (iso) => (iso ? formatDate(iso, i18n.language) || '—' : '—');
}

/**
 * Runs a staff write and says how it went (spec 02 section 8: a success toast, or the failure title
 * with the server's reason worded in the reader's language). Resolves either way.
 */
export function useStaffAction() {
  const { t } = useTranslation();
  return async (action: () => Promise<unknown>, doneKey: string, failedKey: string): Promise<boolean> => {
    try {
      await action();
      toast({ title: t(doneKey), variant: 'success' });
      return true;
    } catch (error) {
      toast({ title: t(failedKey), description: errorMessage(t, error), variant: 'destructive' });
      return false;
    }
  };
}

/** Loading, failed (with retry), or the content. */
export function Loaded({ query, children }: { query: { isLoading: boolean; isError: boolean; refetch: () => unknown }; children: ReactNode }) {
  const { t } = useTranslation();
  if (query.isLoading) return <Spinner />;
  if (query.isError)
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800" data-testid="admin-load-failed">
        {t('admin.loadFailed')}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
          {t('admin.retry')}
        </button>
      </div>
    );
  return <>{children}</>;
}

export function Pager({ offset, limit, total, onChange }: { offset: number; limit: number; total: number; onChange: (offset: number) => void }) {
  const { t } = useTranslation();
  if (total === 0) return <p className="py-4 text-center text-sm text-slate-500">{t('admin.empty')}</p>;
  return (
    <nav className="mt-3 flex items-center justify-between gap-2 text-sm" data-testid="admin-pager">
      <button type="button" className={plainButton} disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - limit))}>
        {t('admin.pager.prev')}
      </button>
      <span data-testid="admin-pager-range">{t('admin.pager.range', { from: offset + 1, to: Math.min(offset + limit, total), total })}</span>
      <button type="button" className={plainButton} disabled={offset + limit >= total} onClick={() => onChange(offset + limit)}>
        {t('admin.pager.next')}
      </button>
    </nav>
  );
}

export interface ConfirmRequest {
  title: string;
  body: string;
  confirmLabel: string;
  busyLabel: string;
  destructive?: boolean;
  onConfirm: () => Promise<unknown>;
}

/** The shared confirm dialog, loaded on first use. */
export function Confirm({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <LazyConfirmDialog {...request} cancelLabel={t('admin.cancel')} onClose={onClose} testId="admin-confirm" />
    </Suspense>
  );
}

/** A filter's label above its control (the bars that filter as they change, without a form). */
export function LabeledField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="block text-sm font-medium text-slate-700">
      {label}
      {children}
    </label>
  );
}

const LazyBarChart = lazy(() => import('./BarChart'));

export function Chart({ labels, values, label }: { labels: string[]; values: number[]; label: string }) {
  return (
    <Suspense fallback={<div className="h-56 sm:h-72" />}>
      <LazyBarChart labels={labels} values={values} label={label} />
    </Suspense>
  );
}
