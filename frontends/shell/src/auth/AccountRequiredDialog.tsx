import { useTranslation } from '@chonail/shared/i18n';
import { authDialogClosed, authDialogOpened, useAppDispatch } from '@chonail/web/data';
import { DialogFrame } from '@chonail/web/ui/dialog';
import { primaryButton, secondaryButton } from './form-kit';

/** Spec 01 "Account-required prompt": a guest tried to save or post; both buttons keep that intent. */
export function AccountRequiredDialog({ mode }: { mode: 'save' | 'post' }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <DialogFrame title={t('accountDialogs.required.title')} description={t(`accountDialogs.required.${mode}`)} onClose={() => dispatch(authDialogClosed())} testId="account-required">
      <div className="space-y-3">
        <button type="button" onClick={() => dispatch(authDialogOpened('register'))} className={primaryButton}>
          {t('accountDialogs.required.signUp')}
        </button>
        <button type="button" onClick={() => dispatch(authDialogOpened('login'))} className={secondaryButton}>
          {t('accountDialogs.required.signIn')}
        </button>
      </div>
    </DialogFrame>
  );
}
