import type { Catalogue } from '../vi';
import { common } from './common';
import { pages } from './pages';

export const en: Catalogue = { ...common, pages };
