import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { PhoneCountry } from '@chonail/shared/domain';
import { PhoneCountrySelect, phoneFormatFor } from '../PhoneCountrySelect';
import { controlClass, inputClass } from '../control-look';
import { useKitField } from './form';

type Own<T> = Omit<T, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'id' | 'className'> & {
  className?: string;
  /** Sized by `className` (a price beside its label), instead of filling the field under the label. */
  inline?: boolean;
};
const look = (inline?: boolean, extra?: string) => [inline ? controlClass : inputClass, extra].filter(Boolean).join(' ');

/**
 * A text input of its field; `format` rewrites what is typed (digits only, a phone's shape), and
 * `settle` what is left when the field loses focus (a count left empty is 1 again).
 */
export function TextInput({
  format,
  live,
  settle,
  className,
  inline,
  ...props
}: Own<InputHTMLAttributes<HTMLInputElement>> & { format?: (typed: string) => string; live?: boolean; settle?: (typed: string) => string }) {
  return <input {...props} {...useKitField({ format, live, settle })} className={look(inline, className)} />;
}

export function TextArea({ className, inline, ...props }: Own<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return <textarea {...props} {...useKitField()} className={look(inline, className)} />;
}

export function Select({ className, inline, children, ...props }: Own<SelectHTMLAttributes<HTMLSelectElement>>) {
  return (
    <select {...props} {...useKitField()} className={look(inline, className)}>
      {children}
    </select>
  );
}

/** Digits only, at most `max`: PIN and code inputs. */
export const digitsOnly =
  (max: number) =>
  (typed: string): string =>
    typed.replace(/\D/g, '').slice(0, max);

/**
 * Spec 01 "Phone country list": the country code picker (+1 by default) beside the number. The
 * country is a form value of its own (`countryName`), so the checks and the request read it with
 * the number. `shaped` shows the number in its country's shape as it is typed (the account
 * dialogs); off, it stays as typed and the check says what is wrong (a post's contact number).
 */
export function PhoneInput({ countryName, shaped = true, ...props }: Omit<Own<InputHTMLAttributes<HTMLInputElement>>, 'inline' | 'className'> & { countryName: string; shaped?: boolean }) {
  const { getValues, setValue } = useFormContext();
  const country = useController({ name: countryName });
  const current = country.field.value as PhoneCountry;
  const number = useKitField({ format: shaped ? phoneFormatFor(current) : undefined });
  const choose = (next: PhoneCountry) => {
    country.field.onChange(next);
    if (shaped) setValue(number.name, phoneFormatFor(next)(String(getValues(number.name) ?? '')));
  };
  // One row under the label: the picker keeps its own width and the number takes the rest, down to
  // a 320 px screen (`min-w-0` lets the number shrink below its default size instead of the row
  // overflowing; `inputClass`'s w-full would make both fight for the whole row).
  return (
    <span className="mt-1 flex gap-2">
      <PhoneCountrySelect value={current} onChange={choose} className={controlClass} />
      <input
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={current === 'US' ? '(713) 555-0123' : undefined}
        {...props}
        {...number}
        className={`${controlClass} min-w-0 flex-1`}
      />
    </span>
  );
}
