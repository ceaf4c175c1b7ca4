import { type FormEvent, useEffect, useState } from 'react';
import { DEFAULT_PHONE_COUNTRY, forgotCodeError, forgotPhoneError, phoneWithCountry, type PhoneCountry, resetPinErrors } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { toast } from '@chonail/web/ui';
import { authDialogClosed, authDialogOpened, useAppDispatch, useForgotPinMutation, useForgotPinResetMutation } from '@chonail/web/data';
import { DialogFrame } from '@chonail/web/ui/dialog';
import { phoneFormatFor } from '@chonail/web/ui/phone';
import { digitsOnly, Field, failureText, inputClass, PhoneField, primaryButton, secondaryButton, useCheckedForm } from './form-kit';

/** Spec 01 section 9: the success screen stays 2 s. */
export const FORGOT_SUCCESS_MS = 2_000;
type Step = 'phone' | 'verify' | 'reset' | 'success';
const PIN_FIELDS = ['newPin', 'confirmPin'] as const;

/**
 * Spec 01 section 4 "Forgot PIN": phone, verify, reset, success. The code is only checked for being
 * present on screen; the server verifies it with the reset. Back goes one step back; closing resets
 * everything except on the success screen, which closes by itself and opens sign-in.
 */
export function ForgotPinDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [sendCode, sending] = useForgotPinMutation();
  const [resetPin, resetting] = useForgotPinResetMutation();
  const [step, setStep] = useState<Step>('phone');
  const [country, setCountry] = useState<PhoneCountry>(DEFAULT_PHONE_COUNTRY);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const pins = useCheckedForm(PIN_FIELDS, { newPin: '', confirmPin: '' }, resetPinErrors);
  const apiPhone = phoneWithCountry(country, phone);

  useEffect(() => {
    if (step !== 'success') return;
    const timer = setTimeout(() => dispatch(authDialogOpened('login')), FORGOT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [step, dispatch]);

  const close = () => {
    if (step === 'success') return;
    dispatch(authDialogClosed());
  };

  const submitPhone = async (event: FormEvent) => {
    event.preventDefault();
    const found = forgotPhoneError(phone);
    setProblem(found);
    if (found) return;
    try {
      await sendCode({ phone: apiPhone }).unwrap();
      toast({ title: t('accountDialogs.forgot.codeSent'), variant: 'success' });
      setStep('verify');
    } catch (error) {
      toast({ title: t('accountDialogs.forgot.sendFailed'), description: failureText(t, error, 'accountDialogs.forgot.sendFailed'), variant: 'destructive' });
    }
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const found = forgotCodeError(code);
    setProblem(found);
    if (!found) setStep('reset');
  };

  const submitPins = async (event: FormEvent) => {
    event.preventDefault();
    if (!pins.validate()) return;
    try {
      await resetPin({ phone: apiPhone, otp: code, newPassword: pins.values.newPin, confirmPassword: pins.values.confirmPin }).unwrap();
      toast({ title: t('accountDialogs.forgot.success'), variant: 'success' });
      setStep('success');
    } catch (error) {
      toast({ title: t('accountDialogs.forgot.resetFailed'), description: failureText(t, error, 'accountDialogs.forgot.resetFailed'), variant: 'destructive' });
    }
  };

  const back = (to: Step) => (
    <button type="button" onClick={() => (setProblem(undefined), setStep(to))} className={secondaryButton}>
      {t('common.back')}
    </button>
  );
  const problemText = problem && t(`validation.${problem}`);
  const descriptions: Record<Step, string> = {
    phone: t('accountDialogs.forgot.phoneStep'),
    verify: t('accountDialogs.forgot.verifyStep', { phone }),
    reset: t('accountDialogs.forgot.resetStep'),
    success: t('accountDialogs.forgot.successBody'),
  };

  return (
    <DialogFrame title={t('accountDialogs.forgot.title')} description={descriptions[step]} onClose={close} testId="forgot-dialog">
      {step === 'phone' && (
        <form onSubmit={submitPhone} noValidate className="space-y-4" data-testid="forgot-phone">
          <PhoneField
            label={t('auth.phone')}
            error={problemText}
            country={country}
            onCountry={(next) => (setCountry(next), setPhone(phoneFormatFor(next)(phone)))}
            input={{
              name: 'phone',
              value: phone,
              'aria-invalid': Boolean(problem),
              onChange: (event) => (setPhone(phoneFormatFor(country)(event.target.value)), setProblem(undefined)),
            }}
          />
          <button type="submit" disabled={sending.isLoading} className={primaryButton}>
            {sending.isLoading ? t('auth.sending') : t('auth.sendCode')}
          </button>
        </form>
      )}
      {step === 'verify' && (
        <form onSubmit={submitCode} noValidate className="space-y-4" data-testid="forgot-verify">
          <Field label={t('accountDialogs.forgot.code')} error={problemText}>
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              aria-invalid={Boolean(problem)}
              onChange={(event) => (setCode(digitsOnly(6)(event.target.value)), setProblem(undefined))}
              className={`${inputClass} tracking-[0.4em]`}
            />
          </Field>
          <button type="submit" className={primaryButton}>
            {t('accountDialogs.forgot.next')}
          </button>
          {back('phone')}
        </form>
      )}
      {step === 'reset' && (
        <form onSubmit={submitPins} noValidate className="space-y-4" data-testid="forgot-reset">
          <Field label={t('accountDialogs.forgot.newPin')} error={pins.errorOf('newPin')}>
            <input type="password" inputMode="numeric" autoComplete="new-password" {...pins.bind('newPin')} className={inputClass} />
          </Field>
          <Field label={t('accountDialogs.forgot.confirmPin')} error={pins.errorOf('confirmPin')}>
            <input type="password" inputMode="numeric" autoComplete="new-password" {...pins.bind('confirmPin')} className={inputClass} />
          </Field>
          <button type="submit" disabled={resetting.isLoading} className={primaryButton}>
            {t('accountDialogs.forgot.reset')}
          </button>
          {back('verify')}
        </form>
      )}
      {step === 'success' && (
        <p className="rounded-lg bg-emerald-50 p-4 text-center font-semibold text-emerald-700" role="status" data-testid="forgot-success">
          {t('accountDialogs.forgot.success')}
        </p>
      )}
    </DialogFrame>
  );
}
