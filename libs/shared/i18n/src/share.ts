import { share as enShare } from './locales/en/share';
import { share as viShare } from './locales/vi/share';

/**
 * The share button's and menu's copy, under the key `share`. Only the job page's and the detail
 * dialog's chunks import this entry (the share button adds it with addTranslations), so the first
 * page does not carry it.
 */
export const shareCatalogue = { vi: viShare, en: enShare } as const;
