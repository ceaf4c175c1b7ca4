import type { Widen } from '../../catalogue';
import { common } from './common';

/** What every page needs, loaded with the shell. Long static-page copy is in ../../pages.ts. */
export const vi = common;
export type Catalogue = Widen<typeof vi>;
