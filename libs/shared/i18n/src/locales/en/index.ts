import type { Catalogue } from '../vi';
import { account } from './account';
import { listings } from './listings';
import { portal } from './portal';
import { common } from './common';
import { uploader } from './uploader';
import { wizard } from './wizard';
import { errors } from './errors';

export const en: Catalogue = { ...common, ...account, ...portal, ...listings, ...uploader, ...wizard, ...errors };
