import { useEffect, useRef, useState } from 'react';
import type { AuthResponse } from '@chonail/shared/contracts';
import {
  DEFAULT_PHONE_COUNTRY,
  loginFormErrors,
  phoneWithCountry,
  type PhoneCountry,
  otpError,
  registerFormErrors,
  type RegisterForm,
} from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { useNavigate } from '@chonail/web/router';
import { Button, toast } from '@chonail/web/ui';
import { authApi, authDialogClosed, authDialogOpened, errorMessage, forgotPinOpened, selectAfterAuth, signedIn, useAppDispatch, useAppSelector } from '@chonail/web/data';
import { useCompleteRegistrationMutation, useLoginMutation, useSendOtpMutation } from '@chonail/web/data/account';
import { DialogFrame } from '@chonail/web/ui/dialog';
import { digitsOnly, Field, Form, PhoneInput, TextInput, useKitForm } from '@chonail/web/ui/form';
import { PinField } from './PinField';

/** Spec 01 section 9: after registration the user goes to the portal 0.5 s later. */
export const REGISTER_REDIRECT_MS = 500;

const EMPTY_REGISTER = { country: DEFAULT_PHONE_COUNTRY, phone: '', firstName: '', lastName: '', email: '', pin: '', confirmPin: '' } as const;

/** Where a fresh session goes next: the prompt's intent (post, save, back to a gated page) or the customer portal. */
function useFinishSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const afterAuth = useAppSelector(selectAfterAuth);
  return (answer: AuthResponse, delayMs: number) => {
    dispatch(authApi.util.upsertQueryData('currentUser', undefined, answer.user));
    // signedIn closes the dialog and turns a pending save into `pendingSaveItemId` for browse.
    dispatch(signedIn({ accessToken: answer.token }));
    // A save or an alert completes on the page the guest is on (browse does it).
    if (afterAuth?.kind === 'save' || afterAuth?.kind === 'alert') return;
    // A "sign in required" screen asked: back where the user was, now with the page's content.
    const target = afterAuth?.kind === 'return' ? afterAuth.path : afterAuth?.kind === 'post' ? '/new-package' : '/customerportal';
    if (delayMs > 0) setTimeout(() => navigate(target), delayMs);
    else navigate(target);
  };
}

type Phone = { country: PhoneCountry; phone: string };
const NO_TEXT = () => undefined;

type SignIn = Phone & { pin: string; code: string };

/**
 * The second box a sign-in can ask for: the texted code (LOGIN_CODE_REQUIRED: someone has been
 * guessing this account's PIN and the device is new) or, for a staff account, the authenticator
 * app's code (TOTP_REQUIRED). Both are 6 digits in the same box; only the notice and what it is sent as differ.
 */
type SecondStep = 'code' | 'totp';
const secondStepOf = (error: unknown): SecondStep | null => {
  const code = (error as { code?: string } | null)?.code;
  return code === 'LOGIN_CODE_REQUIRED' ? 'code' : code === 'TOTP_REQUIRED' ? 'totp' : null;
};

function LoginForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const finish = useFinishSignIn();
  const [login, { isLoading }] = useLoginMutation();
  // Shown once the server asked for it; stays for the retries, since the code just texted is the one to use.
  const [ask, setAsk] = useState<SecondStep | null>(null);
  // Read by the form's check, which the form keeps from its first render.
  const asking = useRef<SecondStep | null>(null);
  asking.current = ask;
  // Spec 01 section 5: a missing field is only the toast 'Please fill in all fields'.
  const form = useKitForm<SignIn>({
    check: (values) => ({ ...loginFormErrors(values), ...(asking.current ? { code: otpError(values.code) } : {}) }),
    defaultValues: { country: DEFAULT_PHONE_COUNTRY, phone: '', pin: '', code: '' },
  });
  // The box appears below the PIN: the reader's next step, so the keyboard goes there.
  useEffect(() => {
    if (ask) form.setFocus('code');
  }, [ask, form]);

  const submit = async ({ country, phone, pin, code }: SignIn) => {
    try {
      const second = ask && code ? { [ask]: code } : {};
      const answer = await login({ phone: phoneWithCountry(country, phone), password: pin, ...second }).unwrap();
      toast({ title: t('auth.loginSuccess'), variant: 'success' });
      finish(answer, 0);
    } catch (error) {
      const next = secondStepOf(error);
      if (next && next !== ask) setAsk(next);
      else {
        // An authenticator code works once: the next try takes the app's next one.
        if (ask === 'totp') form.setValue('code', '');
        toast({ title: t('auth.loginFailed'), description: errorMessage(t, error, 'common.tryAgain'), variant: 'destructive' });
      }
    }
  };

  return (
    <Form form={form} onSubmit={submit} invalidToast="auth.fillAll" errorText={NO_TEXT} className="space-y-4" testId="login-form">
      <Field name="phone" label={t('auth.phone')}>
        <PhoneInput countryName="country" />
      </Field>
      <PinField name="pin" label={t('auth.pin')} current />
      {ask && (
        <>
          <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="login-code-notice">
            {t(ask === 'code' ? 'apiErrors.LOGIN_CODE_REQUIRED' : 'apiErrors.TOTP_REQUIRED')}
          </p>
          <Field name="code" label={t(ask === 'code' ? 'auth.otp' : 'auth.totp')}>
            <TextInput inputMode="numeric" autoComplete="one-time-code" format={digitsOnly(6)} className="tracking-[0.4em]" />
          </Field>
        </>
      )}
      <Button type="submit" disabled={isLoading}>
        {isLoading ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
      <button type="button" onClick={() => dispatch(forgotPinOpened())} className="min-h-11 w-full text-center text-sm font-medium text-rose-700">
        {t('auth.forgotPin')}
      </button>
    </Form>
  );
}

type Registration = RegisterForm & { country: PhoneCountry };

function OtpForm({ phone, onBack, onCode, busy }: { phone: string; onBack: () => void; onCode: (otp: string) => Promise<void>; busy: boolean }) {
  const { t } = useTranslation();
  const form = useKitForm<{ otp: string }>({ check: ({ otp }) => ({ otp: otpError(otp) }), defaultValues: { otp: '' } });
  return (
    <Form form={form} onSubmit={({ otp }) => onCode(otp)} className="space-y-4" testId="otp-form">
      <p className="text-sm text-slate-600">{t('auth.otpSentTo', { phone })}</p>
      <p className="text-xs text-slate-500">{t('auth.otpAccountExists')}</p>
      <Field name="otp" label={t('auth.otp')}>
        <TextInput inputMode="numeric" autoComplete="one-time-code" format={digitsOnly(6)} className="tracking-[0.4em]" />
      </Field>
      <Button type="submit" disabled={busy}>
        {t('auth.completeRegistration')}
      </Button>
      <Button variant="secondary" onClick={onBack}>
        {t('auth.goBack')}
      </Button>
    </Form>
  );
}

function RegisterForm() {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const [sendOtp, sending] = useSendOtpMutation();
  const [complete, completing] = useCompleteRegistrationMutation();
  const [step, setStep] = useState<'form' | 'otp'>('form');
  const form = useKitForm<Registration>({ check: (values) => registerFormErrors(values, values.country), defaultValues: EMPTY_REGISTER });
  const request = () => {
    const values = form.getValues();
    return {
      phone: phoneWithCountry(values.country, values.phone),
      password: values.pin,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
    };
  };

  const submitForm = async () => {
    try {
      await sendOtp(request()).unwrap();
      toast({ title: t('auth.otpSent'), variant: 'success' });
      setStep('otp');
    } catch (error) {
      toast({ title: t('auth.otpFailed'), description: errorMessage(t, error, 'common.tryAgain'), variant: 'destructive' });
    }
  };

  const submitOtp = async (otp: string) => {
    try {
      const answer = await complete({ ...request(), otp }).unwrap();
      toast({ title: t('auth.registerSuccess'), variant: 'success' });
      finish(answer, REGISTER_REDIRECT_MS);
    } catch (error) {
      toast({ title: t('auth.registerFailed'), description: errorMessage(t, error, 'common.tryAgain'), variant: 'destructive' });
    }
  };

  if (step === 'otp') return <OtpForm phone={form.getValues('phone')} onBack={() => setStep('form')} onCode={submitOtp} busy={completing.isLoading} />;

  return (
    <Form form={form} onSubmit={submitForm} invalidToast="auth.checkInfo" className="space-y-3" testId="register-form">
      <Field name="phone" label={t('auth.phone')}>
        <PhoneInput countryName="country" />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field name="firstName" label={t('auth.firstName')}>
          <TextInput autoComplete="given-name" />
        </Field>
        <Field name="lastName" label={t('auth.lastName')}>
          <TextInput autoComplete="family-name" />
        </Field>
      </div>
      <Field name="email" label={t('auth.email')}>
        <TextInput type="email" autoComplete="email" />
      </Field>
      <PinField name="pin" label={t('auth.pin')} hint={t('auth.pinHint')} />
      <PinField name="confirmPin" label={t('auth.confirmPin')} />
      <Button type="submit" disabled={sending.isLoading}>
        {sending.isLoading ? t('auth.sending') : t('auth.sendCode')}
      </Button>
    </Form>
  );
}

/** Spec 01 "Auth dialog": Sign In and Register tabs; Register has a code step with Go Back. */
export function AuthDialog({ tab }: { tab: 'login' | 'register' }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const tabClass = (active: boolean) =>
    `min-h-11 flex-1 rounded-md px-3 py-2 text-sm font-semibold ${active ? 'bg-white text-rose-700 shadow' : 'text-slate-600'}`;
  return (
    <DialogFrame title={t('auth.dialogTitle')} description={t('auth.dialogDescription')} onClose={() => dispatch(authDialogClosed())} testId="auth-dialog">
      <div role="tablist" className="mb-4 flex gap-1 rounded-lg bg-slate-100 p-1">
        <button type="button" role="tab" aria-selected={tab === 'login'} onClick={() => dispatch(authDialogOpened('login'))} className={tabClass(tab === 'login')}>
          {t('auth.signInTab')}
        </button>
        <button type="button" role="tab" aria-selected={tab === 'register'} onClick={() => dispatch(authDialogOpened('register'))} className={tabClass(tab === 'register')}>
          {t('auth.registerTab')}
        </button>
      </div>
      {tab === 'login' ? <LoginForm /> : <RegisterForm />}
    </DialogFrame>
  );
}
