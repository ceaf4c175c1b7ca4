import { type FormEvent, useState } from 'react';
import type { AuthResponse } from '@chonail/shared/contracts';
import {
  DEFAULT_PHONE_COUNTRY,
  loginFormComplete,
  phoneWithCountry,
  type PhoneCountry,
  otpError,
  REGISTER_FIELDS,
  registerFormErrors,
  type RegisterForm,
} from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { useNavigate } from '@chonail/web/router';
import { toast } from '@chonail/web/ui';
import {
  authApi,
  authDialogClosed,
  authDialogOpened,
  forgotPinOpened,
  selectAfterAuth,
  signedIn,
  useAppDispatch,
  useAppSelector,
  useCompleteRegistrationMutation,
  useLoginMutation,
  useSendOtpMutation,
} from '@chonail/web/data';
import { DialogFrame } from '@chonail/web/ui/dialog';
import { phoneFormatFor } from '@chonail/web/ui/phone';
import { digitsOnly, Field, failureText, inputClass, PhoneField, primaryButton, secondaryButton, useCheckedForm } from './form-kit';

/** Spec 01 section 9: after registration the user goes to the portal 0.5 s later. */
export const REGISTER_REDIRECT_MS = 500;

const EMPTY_REGISTER: RegisterForm = { phone: '', firstName: '', lastName: '', email: '', pin: '', confirmPin: '' };

/** Where a fresh session goes next: the prompt's intent (post, save, back to a gated page) or the customer portal. */
function useFinishSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const afterAuth = useAppSelector(selectAfterAuth);
  return (answer: AuthResponse, delayMs: number) => {
    dispatch(authApi.util.upsertQueryData('currentUser', undefined, answer.user));
    // signedIn closes the dialog and turns a pending save into `pendingSaveItemId` for browse.
    dispatch(signedIn({ accessToken: answer.token }));
    if (afterAuth?.kind === 'save') return;
    // A "sign in required" screen asked: back where the user was, now with the page's content.
    const target = afterAuth?.kind === 'return' ? afterAuth.path : afterAuth?.kind === 'post' ? '/new-package' : '/customerportal';
    if (delayMs > 0) setTimeout(() => navigate(target), delayMs);
    else navigate(target);
  };
}

function LoginForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const finish = useFinishSignIn();
  const [login, { isLoading }] = useLoginMutation();
  const [country, setCountry] = useState<PhoneCountry>(DEFAULT_PHONE_COUNTRY);
  const [phone, setPhone] = useState('');
  const [pin, setPin] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!loginFormComplete({ phone, pin })) {
      toast({ title: t('auth.fillAll'), variant: 'destructive' });
      return;
    }
    try {
      const answer = await login({ phone: phoneWithCountry(country, phone), password: pin }).unwrap();
      toast({ title: t('auth.loginSuccess'), variant: 'success' });
      finish(answer, 0);
    } catch (error) {
      toast({ title: t('auth.loginFailed'), description: failureText(t, error, 'common.tryAgain'), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="login-form">
      <PhoneField
        label={t('auth.phone')}
        country={country}
        onCountry={(next) => (setCountry(next), setPhone(phoneFormatFor(next)(phone)))}
        input={{ name: 'phone', value: phone, onChange: (event) => setPhone(phoneFormatFor(country)(event.target.value)) }}
      />
      <Field label={t('auth.pin')}>
        <input
          name="pin"
          type="password"
          inputMode="numeric"
          autoComplete="current-password"
          value={pin}
          onChange={(event) => setPin(event.target.value)}
          className={inputClass}
        />
      </Field>
      <button type="submit" disabled={isLoading} className={primaryButton}>
        {isLoading ? t('auth.signingIn') : t('auth.signIn')}
      </button>
      <button type="button" onClick={() => dispatch(forgotPinOpened())} className="min-h-11 w-full text-center text-sm font-medium text-rose-700">
        {t('auth.forgotPin')}
      </button>
    </form>
  );
}

function RegisterForm() {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const [sendOtp, sending] = useSendOtpMutation();
  const [complete, completing] = useCompleteRegistrationMutation();
  const [step, setStep] = useState<'form' | 'otp'>('form');
  const [otp, setOtp] = useState('');
  const [otpProblem, setOtpProblem] = useState<string | undefined>();
  const [country, setCountry] = useState<PhoneCountry>(DEFAULT_PHONE_COUNTRY);
  const form = useCheckedForm(REGISTER_FIELDS, EMPTY_REGISTER, (form) => registerFormErrors(form, country));
  const { values } = form;
  const request = () => ({
    phone: phoneWithCountry(country, values.phone),
    password: values.pin,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
  });

  const submitForm = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      await sendOtp(request()).unwrap();
      toast({ title: t('auth.otpSent'), variant: 'success' });
      setStep('otp');
    } catch (error) {
      toast({ title: t('auth.otpFailed'), description: failureText(t, error, 'common.tryAgain'), variant: 'destructive' });
    }
  };

  const submitOtp = async (event: FormEvent) => {
    event.preventDefault();
    const problem = otpError(otp);
    setOtpProblem(problem);
    if (problem) return;
    try {
      const answer = await complete({ ...request(), otp }).unwrap();
      toast({ title: t('auth.registerSuccess'), variant: 'success' });
      finish(answer, REGISTER_REDIRECT_MS);
    } catch (error) {
      toast({ title: t('auth.registerFailed'), description: failureText(t, error, 'common.tryAgain'), variant: 'destructive' });
    }
  };

  if (step === 'otp') {
    return (
      <form onSubmit={submitOtp} noValidate className="space-y-4" data-testid="otp-form">
        <p className="text-sm text-slate-600">{t('auth.otpSentTo', { phone: values.phone })}</p>
        <p className="text-xs text-slate-500">{t('auth.otpAccountExists')}</p>
        <Field label={t('auth.otp')} error={otpProblem && t(`validation.${otpProblem}`)}>
          <input
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={otp}
            aria-invalid={Boolean(otpProblem)}
            onChange={(event) => (setOtp(digitsOnly(6)(event.target.value)), setOtpProblem(undefined))}
            className={`${inputClass} tracking-[0.4em]`}
          />
        </Field>
        <button type="submit" disabled={completing.isLoading} className={primaryButton}>
          {t('auth.completeRegistration')}
        </button>
        <button type="button" onClick={() => setStep('form')} className={secondaryButton}>
          {t('auth.goBack')}
        </button>
      </form>
    );
  }

  return (
    <form onSubmit={submitForm} noValidate className="space-y-3" data-testid="register-form">
      <PhoneField
        label={t('auth.phone')}
        error={form.errorOf('phone')}
        country={country}
        onCountry={(next) => (setCountry(next), form.setValue('phone', phoneFormatFor(next)(values.phone)))}
        input={form.bind('phone', phoneFormatFor(country))}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('auth.firstName')} error={form.errorOf('firstName')}>
          <input autoComplete="given-name" {...form.bind('firstName')} className={inputClass} />
        </Field>
        <Field label={t('auth.lastName')} error={form.errorOf('lastName')}>
          <input autoComplete="family-name" {...form.bind('lastName')} className={inputClass} />
        </Field>
      </div>
      <Field label={t('auth.email')} error={form.errorOf('email')}>
        <input type="email" autoComplete="email" {...form.bind('email')} className={inputClass} />
      </Field>
      <Field label={t('auth.pin')} hint={t('auth.pinHint')} error={form.errorOf('pin')}>
        <input type="password" inputMode="numeric" autoComplete="new-password" {...form.bind('pin')} className={inputClass} />
      </Field>
      <Field label={t('auth.confirmPin')} error={form.errorOf('confirmPin')}>
        <input type="password" inputMode="numeric" autoComplete="new-password" {...form.bind('confirmPin')} className={inputClass} />
      </Field>
      <button type="submit" disabled={sending.isLoading} className={primaryButton}>
        {sending.isLoading ? t('auth.sending') : t('auth.sendCode')}
      </button>
    </form>
  );
}

/** Spec 01 "Auth dialog": Sign In and Register tabs; Register has a code step with Go Back. */
export function AuthDialog({ tab }: { tab: 'login' | 'register' }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const tabClass = (active: boolean) =>
    `flex-1 rounded-md px-3 py-2 text-sm font-semibold ${active ? 'bg-white text-rose-700 shadow' : 'text-slate-600'}`;
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
