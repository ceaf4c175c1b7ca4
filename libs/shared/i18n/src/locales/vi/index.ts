import type { Widen } from '../../catalogue';
import { common } from './common';
import { pages } from './pages';

export const vi = { ...common, pages } as const;
export type Catalogue = Widen<typeof vi>;
