import { useTranslation } from '@chonail/shared/i18n';
import { authDialogClosed, authDialogOpened, useAppDispatch } from '@chonail/web/data';
import { DialogFrame } from '@chonail/web/ui/dialog';
import { primaryButton, secondaryButton } from './form-kit';

/** Spec 01 "Account-required prompt": a guest tried to save or post; both buttons keep that intent. */
export function AccountRequiredDialog({ mode }: { mode: 'save' | 'post' }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <DialogFrame title={t('auth.required.title')} description={t(`auth.required.${mode}`)} onClose={() => dispatch(authDialogClosed())} testId="account-required">
      <div className="space-y-3">
        <button type="button" onClick={() => dispatch(authDialogOpened('register'))} className={primaryButton}>
          {t('auth.required.signUp')}
        </button>
        <button type="button" onClick={() => dispatch(authDialogOpened('login'))} className={secondaryButton}>
          {t('auth.required.signIn')}
        </button>
      </div>
    </DialogFrame>
  );
}
