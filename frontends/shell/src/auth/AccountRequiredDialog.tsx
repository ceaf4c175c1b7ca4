import { useTranslation } from '@chonail/shared/i18n';
import { authDialogClosed, authDialogOpened, useAppDispatch } from '@chonail/web/data';
import { Button } from '@chonail/web/ui';
import { DialogFrame } from '@chonail/web/ui/dialog';

/** Spec 01 "Account-required prompt": a guest tried to save, post or be alerted (issue 39); both buttons keep that intent. */
export function AccountRequiredDialog({ mode }: { mode: 'save' | 'post' | 'alert' }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <DialogFrame title={t('accountDialogs.required.title')} description={t(`accountDialogs.required.${mode}`)} onClose={() => dispatch(authDialogClosed())} testId="account-required">
      <div className="space-y-3">
        <Button onClick={() => dispatch(authDialogOpened('register'))}>{t('accountDialogs.required.signUp')}</Button>
        <Button variant="secondary" onClick={() => dispatch(authDialogOpened('login'))}>
          {t('accountDialogs.required.signIn')}
        </Button>
      </div>
    </DialogFrame>
  );
}
