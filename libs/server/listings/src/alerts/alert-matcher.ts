import { Injectable } from '@nestjs/common';
import { jobPostSearchQuerySchema } from '@chonail/shared/contracts';
import { ALERT_RULES } from '@chonail/shared/domain';
import { ZodError } from 'zod';
import { DomainError, JsonLogger, serializeError } from '@chonail/server/core/base';
import { JobPostRepository } from '../job-posts/job-post.repository';
import { originOf } from '../job-posts/job-posts.service';
import { AlertsRepository } from './alerts.repository';
import { SavedSearchesRepository, type SavedSearchRow } from './saved-searches.repository';

/** Posts matched per run; the rest wait for the next minute's run. */
const MATCH_BATCH = 200;

/**
 * Matches newly listed posts against the saved searches. A post matches a search exactly when the
 * listing search (GET /api/job-posts with the saved filters, in its default order) lists it: the
 * very same SQL is asked about that one post (buildSearch's onlyPostIds). The candidates are only
 * narrowed by state first, a superset the search itself then decides on.
 */
@Injectable()
export class AlertMatcher {
  constructor(
    private readonly posts: JobPostRepository,
    private readonly searches: SavedSearchesRepository,
    private readonly alerts: AlertsRepository,
    private readonly logger: JsonLogger,
  ) {}

  /** Matches every post whose current version is not matched yet; answers how many matches were new. */
  async matchDue(now: Date): Promise<{ posts: number; matches: number }> {
    let posts = 0;
    let matches = 0;
    for (;;) {
      const due = await this.posts.dueForAlerts(now, ALERT_RULES.matchWindowHours, MATCH_BATCH);
      for (const post of due) {
        const candidates = await this.searches.candidatesFor({ state: post.state, ownerId: post.owner_id, multiState: post.is_nationwide });
        const found: Array<{ userId: number; postId: number; savedSearchId: number }> = [];
        for (const search of candidates) {
          if (await this.lists(search, post.id, now)) found.push({ userId: search.user_id, postId: post.id, savedSearchId: search.id });
        }
        matches += await this.alerts.addMatches(found, now);
        await this.posts.markAlertsMatched(post.id, post.version);
      }
      posts += due.length;
      if (due.length < MATCH_BATCH) return { posts, matches };
    }
  }

  /** Whether the saved search, run now, lists the post. */
  async lists(search: Pick<SavedSearchRow, 'id' | 'filters'>, postId: number, now: Date): Promise<boolean> {
    try {
      // Saved filters went through this contract when saved; parsing again gives its defaults.
      const query = jobPostSearchQuerySchema.parse({ ...search.filters, limit: 1 });
      const { rows } = await this.posts.search(query, originOf(query), now, null, [postId]);
      return rows.length > 0;
    } catch (error) {
      // A search the rules no longer accept (a ZIP dropped from the data) matches nothing; anything
      // else (the database away) fails the run, and the post stays due.
      if (!(error instanceof DomainError) && !(error instanceof ZodError)) throw error;
      this.logger.entry('warn', 'saved search not matched', { savedSearchId: search.id, err: serializeError(error) });
      return false;
    }
  }
}
