import { forum as enForum } from './locales/en/forum';
import { forum as viForum } from './locales/vi/forum';

/**
 * The forum's copy, under the key `forum`. Only the forum page's chunk of the browse remote imports
 * this entry (and adds it with addTranslations before its screens render), so the first page does
 * not carry it.
 */
export const forumCatalogue = { vi: viForum, en: enForum } as const;
