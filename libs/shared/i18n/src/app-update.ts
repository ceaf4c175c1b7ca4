import { appUpdate as en } from './locales/en/app-update';
import { appUpdate as vi } from './locales/vi/app-update';

/**
 * The new-version banner's copy, under the key `appUpdate`. Only the shell's banner chunk imports
 * this entry (loaded when a new service worker waits), so the first page does not carry it.
 */
export const appUpdateCatalogue = { vi, en } as const;
