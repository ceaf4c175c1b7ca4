import { Forum1764600000000 } from './1764600000000-forum';
import { ForumChanges1765400000001 } from './1765400000001-forum-changes';

/** After the listings migrations: the search columns use their chonail_unaccent. */
export const forumMigrations = [Forum1764600000000, ForumChanges1765400000001];
