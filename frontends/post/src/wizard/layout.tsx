import type { ReactNode } from 'react';

// The wizard's page layout; its form controls and buttons come from the form kit (@chonail/web/ui/form, @chonail/web/ui).

export const checkboxClass = 'h-5 w-5 shrink-0 rounded border-slate-300 text-rose-600 focus:ring-rose-500';

export function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid={testId}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  );
}

/** Back on the left, the main action on the right; stacked, main action first, on phones. */
export function StepActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">{children}</div>;
}
