import { SearchExtensions1763830000000 } from './1763830000000-search-extensions';

/** Core migrations, in order. Each feature lib exports its own list; services/api concatenates them. */
export const coreMigrations = [SearchExtensions1763830000000];
