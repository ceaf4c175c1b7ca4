import type { FormEvent } from 'react';
import { changePinErrors } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { toast } from '@chonail/web/ui';
import { authDialogClosed, tokenRefreshed, useAppDispatch, useChangePinMutation } from '@chonail/web/data';
import { DialogFrame } from '@chonail/web/ui/dialog';
import { Field, failureText, inputClass, primaryButton, useCheckedForm } from './form-kit';

const FIELDS = ['currentPin', 'newPin', 'confirmPin'] as const;

/** Spec 01 "Change PIN dialog": current, new and confirm; the server signs out other devices. */
export function ChangePinDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [changePin, { isLoading }] = useChangePinMutation();
  const form = useCheckedForm(FIELDS, { currentPin: '', newPin: '', confirmPin: '' }, changePinErrors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      const answer = await changePin({ currentPassword: form.values.currentPin, newPassword: form.values.newPin }).unwrap();
      // When the server rotates this device's session too, it answers with the new access token.
      const token = (answer as { token?: unknown; accessToken?: unknown }).token ?? (answer as { accessToken?: unknown }).accessToken;
      if (typeof token === 'string' && token) dispatch(tokenRefreshed({ accessToken: token }));
      toast({ title: t('accountDialogs.change.success'), variant: 'success' });
      dispatch(authDialogClosed());
    } catch (error) {
      toast({ title: t('accountDialogs.change.failed'), description: failureText(t, error, 'accountDialogs.change.failed'), variant: 'destructive' });
    }
  };

  return (
    <DialogFrame title={t('accountDialogs.change.title')} description={t('accountDialogs.change.description')} onClose={() => dispatch(authDialogClosed())} testId="change-pin-dialog">
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('accountDialogs.change.current')} error={form.errorOf('currentPin')}>
          <input type="password" inputMode="numeric" autoComplete="current-password" {...form.bind('currentPin')} className={inputClass} />
        </Field>
        <Field label={t('accountDialogs.change.new')} error={form.errorOf('newPin')}>
          <input type="password" inputMode="numeric" autoComplete="new-password" {...form.bind('newPin')} className={inputClass} />
        </Field>
        <Field label={t('accountDialogs.change.confirm')} error={form.errorOf('confirmPin')}>
          <input type="password" inputMode="numeric" autoComplete="new-password" {...form.bind('confirmPin')} className={inputClass} />
        </Field>
        <button type="submit" disabled={isLoading} className={primaryButton}>
          {t('accountDialogs.change.submit')}
        </button>
      </form>
    </DialogFrame>
  );
}
