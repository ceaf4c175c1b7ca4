import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref, useRef, useState } from 'react';
import type { FormErrors, PhoneCountry } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { toast } from '@chonail/web/ui';
import { PhoneCountrySelect } from '@chonail/web/ui/phone';
import { errorMessage } from '@chonail/web/data';

type TFunction = ReturnType<typeof useTranslation>['t'];

export const inputClass =
  'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-rose-500 focus:outline-none aria-[invalid=true]:border-red-500';
export const primaryButton =
  'w-full rounded-lg bg-rose-600 px-4 py-3 font-semibold text-white hover:bg-rose-700 disabled:opacity-60';
export const secondaryButton = 'w-full rounded-lg border border-slate-300 px-4 py-3 font-semibold text-slate-700 hover:bg-slate-50';

/**
 * Spec 01 section 5 form behaviour: a field is checked when it loses focus and all are checked on
 * submit; editing a field clears its error; a failed submit focuses the first invalid field and
 * toasts 'Please check your information'. `check` returns error codes (`validation.<code>`).
 */
export function useCheckedForm<F extends string>(
  fields: readonly F[],
  initial: Record<F, string>,
  check: (values: Record<F, string>) => FormErrors<F>,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});

  const setValue = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const bind = (field: F, format: (raw: string) => string = (raw) => raw) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, format(event.target.value)),
    onBlur: () => setErrors((current) => ({ ...current, [field]: check(values)[field] })),
    ref: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    'aria-invalid': Boolean(errors[field]),
  });

  /** Checks everything; on failure shows the errors, focuses the first bad field and toasts. */
  const validate = (): boolean => {
    const found = check(values);
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (!first) return true;
    inputs.current[first]?.focus();
    toast({ title: t('auth.checkInfo'), variant: 'destructive' });
    return false;
  };

  const errorOf = (field: F): string | undefined => (errors[field] ? t(`validation.${errors[field]}`) : undefined);
  const reset = () => {
    setValues(initial);
    setErrors({});
  };
  return { values, setValue, bind, validate, errorOf, reset };
}

export function Field({ label, error, children, hint }: { label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <label className="block text-sm font-medium text-slate-700">
      {label}
      {children}
      {hint && !error && <span className="mt-1 block text-xs font-normal text-slate-500">{hint}</span>}
      {error && (
        <span className="mt-1 block text-sm font-normal text-red-600" role="alert">
          {error}
        </span>
      )}
    </label>
  );
}

/** The number input's own props: a bound form field's (name, value, onChange, onBlur, ref) or a plain one's. */
type PhoneInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { ref?: Ref<HTMLInputElement> };

/** A phone field: the country code picker (+1 by default) beside the number, which the field's label names. */
export function PhoneField({ label, error, country, onCountry, input }: { label: string; error?: string; country: PhoneCountry; onCountry: (country: PhoneCountry) => void; input: PhoneInputProps }) {
  return (
    <Field label={label} error={error}>
      <span className="flex gap-2">
        <PhoneCountrySelect value={country} onChange={onCountry} className={inputClass} />
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          aria-label={label}
          placeholder={country === 'US' ? '(123) 456-7890' : undefined}
          {...input}
          className={inputClass}
        />
      </span>
    </Field>
  );
}

/** What a failed account call tells the user (spec 01 section 8), in the reader's language, by the API's code. */
export function failureText(t: TFunction, error: unknown, fallbackKey: string): string {
  return errorMessage(t, error, fallbackKey);
}

/** Digits only, at most `max`: PIN and code inputs. */
export const digitsOnly =
  (max: number) =>
  (raw: string): string =>
    raw.replace(/\D/g, '').slice(0, max);
