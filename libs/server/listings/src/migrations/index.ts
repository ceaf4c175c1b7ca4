import { Listings1763850000000 } from './1763850000000-listings';
import { PostHidden1764400000000 } from './1764400000000-post-hidden';
import { SavedForumItems1764700000000 } from './1764700000000-saved-forum-items';
import { ExperienceLevel1764900000000 } from './1764900000000-experience-level';
import { ListingFacts1765000000000 } from './1765000000000-listing-facts';
import { SearchAtScale1765100000000 } from './1765100000000-search-at-scale';
import { PostHiddenReason1765250000000 } from './1765250000000-post-hidden-reason';
import { PlacePages1765300000000 } from './1765300000000-place-pages';
import { PostChanges1765400000000 } from './1765400000000-post-changes';
import { PostDailyStats1765600000200 } from './1765600000200-post-daily-stats';
import { SavedSearchAlerts1765700000000 } from './1765700000000-saved-search-alerts';
import { ExpiryReminders1765700000200 } from './1765700000200-expiry-reminders';
import { PostStats1765700000400 } from './1765700000400-post-stats';

export const listingsMigrations = [Listings1763850000000, PostHidden1764400000000, SavedForumItems1764700000000, ExperienceLevel1764900000000, ListingFacts1765000000000, SearchAtScale1765100000000, PostHiddenReason1765250000000, PlacePages1765300000000, PostChanges1765400000000, PostDailyStats1765600000200, SavedSearchAlerts1765700000000, ExpiryReminders1765700000200, PostStats1765700000400];
