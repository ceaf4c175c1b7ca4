import type { Widen } from '../../catalogue';
import { common } from './common';
import { account } from './account';
import { listings } from './listings';

/**
 * What the shell and the browse remote need: the one catalogue the first page downloads, and only
 * in the reader's language (../../index.ts imports it on demand). Other pages bring their own copy:
 * ../../post.ts (portal, owner ad page, wizard), ../../uploader.ts, ../../admin.ts, ../../pages.ts;
 * the API's error words (./errors.ts) come with the first refused call (../../api-errors.ts).
 */
export const vi = { ...common, ...account, ...listings };
export type BaseCatalogue = Widen<typeof vi>;
