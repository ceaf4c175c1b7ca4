import { Forum1764600000000 } from './1764600000000-forum';

/** After the listings migrations: the search columns use their chonail_unaccent. */
export const forumMigrations = [Forum1764600000000];
