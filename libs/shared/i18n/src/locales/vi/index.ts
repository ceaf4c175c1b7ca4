import type { Widen } from '../../catalogue';
import { common } from './common';
import { account } from './account';
import { listings } from './listings';
import { portal } from './portal';
import { uploader } from './uploader';
import { wizard } from './wizard';
import { errors } from './errors';

/** What every page needs, loaded with the shell. Long static-page copy is in ../../pages.ts. */
export const vi = { ...common, ...account, ...portal, ...listings, ...uploader, ...wizard, ...errors };
export type Catalogue = Widen<typeof vi>;
