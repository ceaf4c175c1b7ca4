import type { BaseCatalogue } from '../vi';
import { account } from './account';
import { listings } from './listings';
import { common } from './common';

export const en: BaseCatalogue = { ...common, ...account, ...listings };
