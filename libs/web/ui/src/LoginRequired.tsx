import type { ReactNode } from 'react';

export interface LoginRequiredProps {
  title: string;
  body: string;
  signInLabel: string;
  /** Opens the sign-in dialog; pass `useSignInHere()` from @chonail/web/data so the user comes back here. */
  onSignIn: () => void;
  testId: string;
  /** Another way out (e.g. "Về trang chủ"), beside the sign-in button. */
  secondary?: ReactNode;
}

/** The one "sign in required" panel of every gated page (wizard, saved items, portal): never a dead end. */
export function LoginRequired({ title, body, signInLabel, onSignIn, testId, secondary }: LoginRequiredProps) {
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center" data-testid={testId}>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {secondary}
        <button
          type="button"
          onClick={onSignIn}
          className="min-h-11 rounded-lg bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700"
          data-testid="login-required-sign-in"
        >
          {signInLabel}
        </button>
      </div>
    </section>
  );
}
