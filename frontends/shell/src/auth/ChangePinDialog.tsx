import { changePinErrors, type ChangePinForm } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { Button, toast } from '@chonail/web/ui';
import { authDialogClosed, errorMessage, tokenRefreshed, useAppDispatch } from '@chonail/web/data';
import { useChangePinMutation } from '@chonail/web/data/account';
import { DialogFrame } from '@chonail/web/ui/dialog';
import { Form, useKitForm } from '@chonail/web/ui/form';
import { PinField } from './PinField';

/** Spec 01 "Change PIN dialog": current, new and confirm; the server signs out other devices. */
export function ChangePinDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [changePin, { isLoading }] = useChangePinMutation();
  const form = useKitForm<ChangePinForm>({ check: changePinErrors, defaultValues: { currentPin: '', newPin: '', confirmPin: '' } });

  const submit = async ({ currentPin, newPin }: ChangePinForm) => {
    try {
      const answer = await changePin({ currentPassword: currentPin, newPassword: newPin }).unwrap();
      // When the server rotates this device's session too, it answers with the new access token.
      const token = (answer as { token?: unknown; accessToken?: unknown }).token ?? (answer as { accessToken?: unknown }).accessToken;
      if (typeof token === 'string' && token) dispatch(tokenRefreshed({ accessToken: token }));
      toast({ title: t('accountDialogs.change.success'), variant: 'success' });
      dispatch(authDialogClosed());
    } catch (error) {
      toast({ title: t('accountDialogs.change.failed'), description: errorMessage(t, error, 'accountDialogs.change.failed'), variant: 'destructive' });
    }
  };

  return (
    <DialogFrame title={t('accountDialogs.change.title')} description={t('accountDialogs.change.description')} onClose={() => dispatch(authDialogClosed())} testId="change-pin-dialog">
      <Form form={form} onSubmit={submit} invalidToast="auth.checkInfo" className="space-y-4">
        <PinField name="currentPin" label={t('accountDialogs.change.current')} current />
        <PinField name="newPin" label={t('accountDialogs.change.new')} />
        <PinField name="confirmPin" label={t('accountDialogs.change.confirm')} />
        <Button type="submit" disabled={isLoading}>
          {t('accountDialogs.change.submit')}
        </Button>
      </Form>
    </DialogFrame>
  );
}
