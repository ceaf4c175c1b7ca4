import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { adminLoginErrors, DEFAULT_PHONE_COUNTRY, phoneWithCountry, type PhoneCountry } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { authApi, errorMessage, signedIn, useAppDispatch, useLoginMutation } from '@chonail/web/data';
import { toast } from '@chonail/web/ui';
import { PhoneCountrySelect, phoneFormatFor } from '@chonail/web/ui/phone';

type Field = 'phone' | 'password';

/** Spec 06: after an admin signs in, the page reloads about 1 s later. */
export const ADMIN_RELOAD_DELAY_MS = 1000;

const inputClass =
  'mt-1 w-full rounded-lg border px-3 py-2 text-base focus:border-rose-500 focus:outline-none aria-[invalid=true]:border-red-500';

export interface AdminLoginFormProps {
  /** What "reload the page" means; tests pass their own (jsdom cannot navigate). */
  reload?: () => void;
  /** Shown under the title (why a signed-in member sees this form). */
  children?: ReactNode;
}

/**
 * Admin sign-in (spec 01 sections 5 and 6): phone and password, both required. Posts to the normal
 * login call; on success the token is stored and the page reloads about a second later.
 */
export function AdminLoginForm({ reload = () => window.location.reload(), children }: AdminLoginFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const [country, setCountry] = useState<PhoneCountry>(DEFAULT_PHONE_COUNTRY);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const phoneRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = adminLoginErrors({ phone, password });
    setErrors(found);
    if (found.phone || found.password) {
      (found.phone ? phoneRef : passwordRef).current?.focus();
      return;
    }
    try {
      const answer = await login({ phone: phoneWithCountry(country, phone), password }).unwrap();
      // The answer already says who signed in: seed the user check so the page need not ask again.
      dispatch(authApi.util.upsertQueryEntries([{ endpointName: 'currentUser', arg: undefined, value: answer.user }]));
      dispatch(signedIn({ accessToken: answer.token }));
      if (answer.user.role !== 'admin') {
        toast({ title: t('adminLogin.unauthorizedTitle'), description: t('adminLogin.unauthorizedBody'), variant: 'destructive' });
        return;
      }
      toast({ title: t('adminLogin.successTitle'), description: t('adminLogin.successBody'), variant: 'success' });
      setTimeout(reload, ADMIN_RELOAD_DELAY_MS);
    } catch (error) {
      toast({ title: t('adminLogin.failedTitle'), description: errorMessage(t, error, 'adminLogin.invalidCredentials'), variant: 'destructive' });
    }
  };

  const fieldError = (field: Field) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} role="alert" className="mt-1 text-sm text-red-600" data-testid={`admin-${field}-error`}>
        {t(`validation.${errors[field]}`)}
      </p>
    );

  return (
    <section className="mx-auto max-w-sm px-4 py-10 sm:py-16" data-testid="admin-login">
      <h1 className="text-2xl font-bold text-slate-900">{t('adminLogin.title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('adminLogin.subtitle')}</p>
      {children}
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <div>
          <label htmlFor={`${id}-phone`} className="block text-sm font-medium text-slate-700">
            {t('adminLogin.phone')}
          </label>
          <span className="flex gap-2">
            <PhoneCountrySelect value={country} onChange={(next) => (setCountry(next), setPhone(phoneFormatFor(next)(phone)))} className={`${inputClass} border-slate-300`} />
            <input
              ref={phoneRef}
              id={`${id}-phone`}
              type="tel"
              inputMode="numeric"
              autoComplete="username"
              placeholder={t('adminLogin.phonePlaceholder')}
              value={phone}
              onChange={(event) => {
                setPhone(phoneFormatFor(country)(event.target.value));
                setErrors((current) => ({ ...current, phone: undefined }));
              }}
              aria-invalid={Boolean(errors.phone)}
              aria-describedby={errors.phone ? `${id}-phone-error` : undefined}
              data-testid="admin-phone"
              className={`${inputClass} border-slate-300`}
            />
          </span>
          {fieldError('phone')}
        </div>
        <div>
          <label htmlFor={`${id}-password`} className="block text-sm font-medium text-slate-700">
            {t('adminLogin.password')}
          </label>
          <input
            ref={passwordRef}
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            data-testid="admin-password"
            className={`${inputClass} border-slate-300`}
          />
          {fieldError('password')}
        </div>
        <button
          type="submit"
          disabled={isLoading}
          data-testid="admin-login-submit"
          className="w-full rounded-lg bg-rose-600 px-4 py-3 font-semibold text-white hover:bg-rose-700 disabled:opacity-60"
        >
          {isLoading ? t('adminLogin.submitting') : t('adminLogin.submit')}
        </button>
      </form>
    </section>
  );
}
