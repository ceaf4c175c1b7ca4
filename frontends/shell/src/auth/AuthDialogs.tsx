import { selectAuthDialog, useAppSelector } from '@chonail/web/data';
import { addTranslations } from '@chonail/shared/i18n';
import { accountDialogsCatalogue } from '@chonail/shared/i18n/account-dialogs';
import { AccountRequiredDialog } from './AccountRequiredDialog';
import { AuthDialog } from './AuthDialog';
import { ChangePinDialog } from './ChangePinDialog';
import { ForgotPinDialog } from './ForgotPinDialog';
import { JobPostDialog } from './JobPostDialog';

// This chunk's own words, in before any dialog renders (the first page does not carry them).
addTranslations(accountDialogsCatalogue);

/** Renders whichever app-level dialog the store says is open (any remote can open one): the account dialogs and the job-creation dialog. */
export function AuthDialogs() {
  const dialog = useAppSelector(selectAuthDialog);
  switch (dialog?.kind) {
    case 'auth':
      return <AuthDialog tab={dialog.tab} />;
    case 'forgot':
      return <ForgotPinDialog />;
    case 'change':
      return <ChangePinDialog />;
    case 'required':
      return <AccountRequiredDialog mode={dialog.mode} />;
    case 'post':
      return <JobPostDialog />;
    default:
      return null;
  }
}
