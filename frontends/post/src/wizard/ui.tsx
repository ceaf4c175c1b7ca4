import type { ReactNode } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-3 text-base text-slate-900 focus:border-rose-500 focus:outline-none focus:ring-2 focus:ring-rose-200 disabled:bg-slate-100 disabled:text-slate-400 aria-[invalid=true]:border-red-500';
export const labelClass = 'block text-sm font-medium text-slate-700';
const button = 'min-h-12 w-full rounded-lg px-5 py-3 text-base font-semibold disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto';
export const primaryButton = `${button} bg-rose-600 text-white hover:bg-rose-700`;
export const secondaryButton = `${button} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`;
export const checkboxClass = 'h-5 w-5 shrink-0 rounded border-slate-300 text-rose-600 focus:ring-rose-500';

export function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid={testId}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-600">
      {children}
    </p>
  );
}

/** Back on the left, the main action on the right; stacked, main action first, on phones. */
export function StepActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">{children}</div>;
}
