import { uploader as enUploader } from './locales/en/uploader';
import { uploader as viUploader } from './locales/vi/uploader';

/**
 * The media uploader's copy, under the key `uploader`. Only the uploader widget of @chonail/web/ui
 * (a chunk of its own, loaded where an uploader is shown) imports this entry and adds it with
 * addTranslations, so the first page does not carry it.
 */
export const uploaderCatalogue = { vi: viUploader, en: enUploader } as const;
