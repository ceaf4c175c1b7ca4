import { errors as en } from './locales/en/errors';
import { errors as vi } from './locales/vi/errors';

/**
 * The words of every API error code (`apiErrors`), both languages. Not in the first page's
 * catalogue: a visit that nothing fails on never needs them. loadApiErrorWords (./index.ts) adds
 * them when the first refused call comes back, before its screen reads them.
 */
export const apiErrorsCatalogue = { vi, en } as const;
