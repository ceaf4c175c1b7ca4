import { alerts as enAlerts } from './locales/en/alerts';
import { alerts as viAlerts } from './locales/vi/alerts';

/**
 * Saved searches' copy (issue 39), under the key `alerts`: the home page's "Alert me" button, the
 * portal's Alerts tab and a text's link page. Those components add it (addTranslations), so the
 * shell's first page does not carry it.
 */
export const alertsCatalogue = { vi: viAlerts, en: enAlerts } as const;
