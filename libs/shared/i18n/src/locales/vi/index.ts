import type { Widen } from '../../catalogue';
import { common } from './common';
import { account } from './account';
import { portal } from './portal';

/** What every page needs, loaded with the shell. Long static-page copy is in ../../pages.ts. */
export const vi = { ...common, ...account, ...portal };
export type Catalogue = Widen<typeof vi>;
