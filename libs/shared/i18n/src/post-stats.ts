import { postStats as enPostStats } from './locales/en/post-stats';
import { postStats as viPostStats } from './locales/vi/post-stats';

/**
 * The poster's statistics' copy (issue 39), under the key `postStats`: the owner's ad page, the
 * portal's summary and the staff's post view. Only the post and admin remotes' statistics
 * components import this entry (adding it with addTranslations), so the first page does not carry it.
 */
export const postStatsCatalogue = { vi: viPostStats, en: enPostStats } as const;
