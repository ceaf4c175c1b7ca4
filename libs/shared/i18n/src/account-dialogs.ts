import { accountDialogs as en } from './locales/en/account-dialogs';
import { accountDialogs as vi } from './locales/vi/account-dialogs';

/**
 * The account dialogs' copy, under the key `accountDialogs`. Only the shell's lazily loaded dialogs
 * chunk imports this entry (and adds it with addTranslations before a dialog renders), so the first
 * page does not carry it.
 */
export const accountDialogsCatalogue = { vi, en } as const;
