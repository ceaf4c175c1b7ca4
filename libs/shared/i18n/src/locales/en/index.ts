import type { Catalogue } from '../vi';
import { common } from './common';

export const en: Catalogue = common;
