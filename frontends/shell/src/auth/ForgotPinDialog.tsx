import { useEffect, useState } from 'react';
import { DEFAULT_PHONE_COUNTRY, forgotCodeError, forgotPhoneError, type NewPinForm, phoneWithCountry, type PhoneCountry, resetPinErrors } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { Button, toast } from '@chonail/web/ui';
import { authDialogClosed, authDialogOpened, errorMessage, useAppDispatch } from '@chonail/web/data';
import { useForgotPinMutation, useForgotPinResetMutation } from '@chonail/web/data/account';
import { DialogFrame } from '@chonail/web/ui/dialog';
import { digitsOnly, Field, Form, PhoneInput, TextInput, useKitForm } from '@chonail/web/ui/form';
import { PinField } from './PinField';

/** Spec 01 section 9: the success screen stays 2 s. */
export const FORGOT_SUCCESS_MS = 2_000;
type Step = 'phone' | 'verify' | 'reset' | 'success';

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
  const [phone, setPhone] = useState<PhoneStepValues>({ country: DEFAULT_PHONE_COUNTRY, phone: '' });
  const [code, setCode] = useState('');
  const apiPhone = phoneWithCountry(phone.country, phone.phone);

  useEffect(() => {
    if (step !== 'success') return;
    const timer = setTimeout(() => dispatch(authDialogOpened('login')), FORGOT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [step, dispatch]);

  const close = () => {
    if (step === 'success') return;
    dispatch(authDialogClosed());
  };

  const submitPhone = async (values: PhoneStepValues) => {
    setPhone(values);
    try {
      await sendCode({ phone: phoneWithCountry(values.country, values.phone) }).unwrap();
      toast({ title: t('accountDialogs.forgot.codeSent'), variant: 'success' });
      setStep('verify');
    } catch (error) {
      toast({ title: t('accountDialogs.forgot.sendFailed'), description: errorMessage(t, error, 'accountDialogs.forgot.sendFailed'), variant: 'destructive' });
    }
  };

  const submitPins = async ({ newPin, confirmPin }: NewPinForm) => {
    try {
      await resetPin({ phone: apiPhone, otp: code, newPassword: newPin, confirmPassword: confirmPin }).unwrap();
      toast({ title: t('accountDialogs.forgot.success'), variant: 'success' });
      setStep('success');
    } catch (error) {
      toast({ title: t('accountDialogs.forgot.resetFailed'), description: errorMessage(t, error, 'accountDialogs.forgot.resetFailed'), variant: 'destructive' });
    }
  };

  const descriptions: Record<Step, string> = {
    phone: t('accountDialogs.forgot.phoneStep'),
    verify: t('accountDialogs.forgot.verifyStep', { phone: phone.phone }),
    reset: t('accountDialogs.forgot.resetStep'),
    success: t('accountDialogs.forgot.successBody'),
  };

  return (
    <DialogFrame title={t('accountDialogs.forgot.title')} description={descriptions[step]} onClose={close} testId="forgot-dialog">
      {step === 'phone' && <PhoneStep initial={phone} busy={sending.isLoading} onSubmit={submitPhone} />}
      {step === 'verify' && (
        <CodeStep
          initial={code}
          onBack={() => setStep('phone')}
          onSubmit={(typed) => {
            setCode(typed);
            setStep('reset');
          }}
        />
      )}
      {step === 'reset' && <PinStep busy={resetting.isLoading} onBack={() => setStep('verify')} onSubmit={submitPins} />}
      {step === 'success' && (
        <p className="rounded-lg bg-emerald-50 p-4 text-center font-semibold text-emerald-700" role="status" data-testid="forgot-success">
          {t('accountDialogs.forgot.success')}
        </p>
      )}
    </DialogFrame>
  );
}

interface PhoneStepValues {
  country: PhoneCountry;
  phone: string;
}

function PhoneStep({ initial, busy, onSubmit }: { initial: PhoneStepValues; busy: boolean; onSubmit: (values: PhoneStepValues) => Promise<void> }) {
  const { t } = useTranslation();
  const form = useKitForm<PhoneStepValues>({ check: ({ phone }) => ({ phone: forgotPhoneError(phone) }), defaultValues: initial });
  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4" testId="forgot-phone">
      <Field name="phone" label={t('auth.phone')}>
        <PhoneInput countryName="country" />
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? t('auth.sending') : t('auth.sendCode')}
      </Button>
    </Form>
  );
}

/** The code is only checked for being present on screen; the server verifies it with the reset. */
function CodeStep({ initial, onBack, onSubmit }: { initial: string; onBack: () => void; onSubmit: (code: string) => void }) {
  const { t } = useTranslation();
  const form = useKitForm<{ code: string }>({ check: ({ code }) => ({ code: forgotCodeError(code) }), defaultValues: { code: initial } });
  return (
    <Form form={form} onSubmit={({ code }) => onSubmit(code)} className="space-y-4" testId="forgot-verify">
      <Field name="code" label={t('accountDialogs.forgot.code')}>
        <TextInput inputMode="numeric" autoComplete="one-time-code" format={digitsOnly(6)} className="tracking-[0.4em]" />
      </Field>
      <Button type="submit">{t('accountDialogs.forgot.next')}</Button>
      <Button variant="secondary" onClick={onBack}>
        {t('common.back')}
      </Button>
    </Form>
  );
}

function PinStep({ busy, onBack, onSubmit }: { busy: boolean; onBack: () => void; onSubmit: (values: NewPinForm) => Promise<void> }) {
  const { t } = useTranslation();
  const form = useKitForm<NewPinForm>({ check: resetPinErrors, defaultValues: { newPin: '', confirmPin: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} invalidToast="auth.checkInfo" className="space-y-4" testId="forgot-reset">
      <PinField name="newPin" label={t('accountDialogs.forgot.newPin')} />
      <PinField name="confirmPin" label={t('accountDialogs.forgot.confirmPin')} />
      <Button type="submit" disabled={busy}>
        {t('accountDialogs.forgot.reset')}
      </Button>
      <Button variant="secondary" onClick={onBack}>
        {t('common.back')}
      </Button>
    </Form>
  );
}
