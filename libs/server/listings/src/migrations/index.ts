import { Listings1763850000000 } from './1763850000000-listings';

export const listingsMigrations = [Listings1763850000000];
