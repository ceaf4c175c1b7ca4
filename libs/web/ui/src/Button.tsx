import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';
export interface ButtonLook {
  variant?: ButtonVariant;
  /** `md` for forms and pages, `sm` for the rows of staff tables. */
  size?: 'md' | 'sm';
  /** `full` in dialogs, `responsive` (full on phones, natural from `sm`) in pages, `auto` beside other controls. */
  width?: 'full' | 'responsive' | 'auto';
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-rose-600 text-white hover:bg-rose-700',
  secondary: 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
  danger: 'border border-red-300 bg-white text-red-700 hover:bg-red-50',
};
const SIZES = { md: 'min-h-12 px-5 py-3 text-base', sm: 'min-h-11 px-3 py-2 text-sm' };
const WIDTHS = { full: 'w-full', responsive: 'w-full sm:w-auto', auto: '' };

/** The one look of the product's buttons, for a `<button>` and for a link that acts as one. */
export function buttonClass({ variant = 'primary', size = 'md', width = 'full' }: ButtonLook = {}): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${SIZES[size]} ${VARIANTS[variant]} ${WIDTHS[width]}`.trimEnd();
}

/** A button; `type` defaults to "button" so only a form's own submit button submits it. */
export function Button({ variant, size, width, className, type = 'button', ...props }: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>) {
  const look = buttonClass({ variant, size, width });
  return <button type={type} className={className ? `${look} ${className}` : look} {...props} />;
}
