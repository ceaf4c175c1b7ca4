import type { ReactNode } from 'react';
import { buttonClass } from './Button';

export interface LoginRequiredProps {
  title: string;
  body: string;
  signInLabel: string;
  /** Opens the sign-in dialog; pass `useSignInHere()` from @chonail/web/data so the user comes back here. */
  onSignIn: () => void;
  testId: string;
  /** Another way out (e.g. "Về trang chủ"), beside the sign-in button. */
  secondary?: ReactNode;
  /** Part of a page that anyone may read (the forum's reply box), not the whole page: a panel under the page's own h1. */
  inline?: boolean;
}

/** The one "sign in required" panel of every gated page (wizard, saved items, portal): never a dead end. */
export function LoginRequired({ title, body, signInLabel, onSignIn, testId, secondary, inline = false }: LoginRequiredProps) {
  const Heading = inline ? 'h2' : 'h1';
  return (
    <section className={inline ? 'rounded-xl border border-slate-200 bg-white px-4 py-6 text-center' : 'mx-auto max-w-md px-4 py-16 text-center'} data-testid={testId}>
      <Heading className={`${inline ? 'text-lg' : 'text-2xl'} font-bold text-slate-900`}>{title}</Heading>
      <p className="mt-3 text-slate-600">{body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {secondary}
        <button
          type="button"
          onClick={onSignIn}
          className={buttonClass({ width: 'auto' })}
          data-testid="login-required-sign-in"
        >
          {signInLabel}
        </button>
      </div>
    </section>
  );
}
