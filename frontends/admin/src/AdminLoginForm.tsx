import type { ReactNode } from 'react';
import { adminLoginErrors, DEFAULT_PHONE_COUNTRY, phoneWithCountry, type PhoneCountry } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { authApi, errorMessage, signedIn, useAppDispatch } from '@chonail/web/data';
import { useLoginMutation } from '@chonail/web/data/account';
import { Button, toast } from '@chonail/web/ui';
import { digitsOnly, Field, Form, PhoneInput, TextInput, useKitForm } from '@chonail/web/ui/form';

type Credentials = { country: PhoneCountry; phone: string; password: string; totp: string };

/** Spec 06: after an admin signs in, the page reloads about 1 s later. */
export const ADMIN_RELOAD_DELAY_MS = 1000;

export interface AdminLoginFormProps {
  /** What "reload the page" means; tests pass their own (jsdom cannot navigate). */
  reload?: () => void;
  /** Shown under the title (why a signed-in member sees this form). */
  children?: ReactNode;
}

/**
 * Admin sign-in (spec 01 sections 5 and 6): phone, password and the authenticator app's code (issue
 * 38: staff have a second factor), all required. Posts to the normal login call; on success the
 * token is stored and the page reloads about a second later.
 */
export function AdminLoginForm({ reload = () => window.location.reload(), children }: AdminLoginFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const form = useKitForm<Credentials>({ check: adminLoginErrors, defaultValues: { country: DEFAULT_PHONE_COUNTRY, phone: '', password: '', totp: '' } });

  const onSubmit = async ({ country, phone, password, totp }: Credentials) => {
    try {
      const answer = await login({ phone: phoneWithCountry(country, phone), password, totp }).unwrap();
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
      // A code is good for one sign-in: the next try needs the app's next one.
      form.setValue('totp', '');
      toast({ title: t('adminLogin.failedTitle'), description: errorMessage(t, error, 'adminLogin.invalidCredentials'), variant: 'destructive' });
    }
  };

  return (
    <section className="mx-auto max-w-sm px-4 py-10 sm:py-16" data-testid="admin-login">
      <h1 className="text-2xl font-bold text-slate-900">{t('adminLogin.title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('adminLogin.subtitle')}</p>
      {children}
      <Form form={form} onSubmit={onSubmit} className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <Field name="phone" label={t('adminLogin.phone')} errorTestId="admin-phone-error">
          <PhoneInput countryName="country" inputMode="numeric" autoComplete="username" placeholder={t('adminLogin.phonePlaceholder')} data-testid="admin-phone" />
        </Field>
        <Field name="password" label={t('adminLogin.password')} errorTestId="admin-password-error">
          <TextInput type="password" autoComplete="current-password" data-testid="admin-password" />
        </Field>
        <Field name="totp" label={t('adminLogin.totp')} hint={t('adminLogin.totpHint')} errorTestId="admin-totp-error">
          <TextInput inputMode="numeric" autoComplete="one-time-code" format={digitsOnly(6)} className="tracking-[0.4em]" data-testid="admin-totp" />
        </Field>
        <Button type="submit" disabled={isLoading} data-testid="admin-login-submit">
          {isLoading ? t('adminLogin.submitting') : t('adminLogin.submit')}
        </Button>
      </Form>
    </section>
  );
}
