import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AlertFrequency, SavedSearchFilters } from '@chonail/shared/contracts';
import { PUBLICLY_LISTED } from '../job-posts/search-query';

export interface SavedSearchRow {
  id: number;
  user_id: number;
  filters: SavedSearchFilters;
  state: string | null;
  time_zone: string;
  language: 'vi' | 'en';
  frequency: AlertFrequency;
  paused: boolean;
  created_at: Date;
}

/** A saved search with what the portal shows of it. */
export interface SavedSearchListRow extends SavedSearchRow {
  new_count: number;
  last_post_id: number | null;
  last_title: string | null;
  last_city: string | null;
  last_state: string | null;
  last_matched_at: Date | null;
}

export interface NewSavedSearch {
  userId: number;
  filters: SavedSearchFilters;
  filtersKey: string;
  state: string | null;
  timeZone: string;
  language: 'vi' | 'en';
  frequency: AlertFrequency;
}

const COLUMNS = 's.id, s.user_id, s.filters, s.state, s.time_zone, s.language, s.frequency, s.paused, s.created_at';

/** Every saved_searches query. */
@Injectable()
export class SavedSearchesRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  async countOf(userId: number): Promise<number> {
    const [row] = (await this.data.query(`SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1`, [userId])) as Array<{ n: number }>;
    return row?.n ?? 0;
  }

  /** The new search, or null when the person has these very filters saved already. */
  async insert(search: NewSavedSearch): Promise<SavedSearchRow | null> {
    const rows: SavedSearchRow[] = await this.data.query(
      `INSERT INTO saved_searches AS s (user_id, filters, filters_key, state, time_zone, language, frequency)
       VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id, filters_key) DO NOTHING
       RETURNING ${COLUMNS}`,
      [search.userId, JSON.stringify(search.filters), search.filtersKey, search.state, search.timeZone, search.language, search.frequency],
    );
    return rows[0] ?? null;
  }

  /**
   * The person's searches, newest first, each with its latest match that is still listed and how
   * many posts matched since the person last looked.
   */
  listOf(userId: number, now: Date): Promise<SavedSearchListRow[]> {
    return this.data.query(
      `SELECT ${COLUMNS},
              (SELECT count(*)::int FROM alert_matches m WHERE m.saved_search_id = s.id AND NOT m.seen) AS new_count,
              last.id AS last_post_id, last.title AS last_title, last.city AS last_city, last.state AS last_state, last.matched_at AS last_matched_at
         FROM saved_searches s
         LEFT JOIN LATERAL (
           SELECT p.id, p.title, p.city, p.state, m.matched_at FROM alert_matches m JOIN job_posts p ON p.id = m.post_id
            WHERE m.saved_search_id = s.id AND ${PUBLICLY_LISTED('$2::timestamptz')}
            ORDER BY m.matched_at DESC, p.id DESC LIMIT 1) last ON true
        WHERE s.user_id = $1
        ORDER BY s.created_at DESC, s.id DESC`,
      [userId, now.toISOString()],
    );
  }

  async findOwned(id: number, userId: number): Promise<SavedSearchRow | null> {
    const rows: SavedSearchRow[] = await this.data.query(`SELECT ${COLUMNS} FROM saved_searches s WHERE s.id = $1 AND s.user_id = $2`, [id, userId]);
    return rows[0] ?? null;
  }

  /** Changes the person's own search; false when it is not theirs (or not there). `seen`: its matches are looked at. */
  async update(id: number, userId: number, changes: { frequency?: AlertFrequency; paused?: boolean; seen?: boolean }): Promise<boolean> {
    return this.data.transaction(async (tx) => {
      // TypeORM answers an UPDATE or DELETE as [rows, count].
      const [, changed] = (await tx.query(
        `UPDATE saved_searches SET frequency = COALESCE($3, frequency), paused = COALESCE($4, paused) WHERE id = $1 AND user_id = $2`,
        [id, userId, changes.frequency ?? null, changes.paused ?? null],
      )) as [unknown[], number];
      if (changed && changes.seen) await tx.query(`UPDATE alert_matches SET seen = true WHERE saved_search_id = $1 AND NOT seen`, [id]);
      return changed > 0;
    });
  }

  async remove(id: number, userId: number): Promise<boolean> {
    const [, removed] = (await this.data.query(`DELETE FROM saved_searches WHERE id = $1 AND user_id = $2`, [id, userId])) as [unknown[], number];
    return removed > 0;
  }

  /**
   * The searches that might list a post of `state` (a superset: the listing search decides): live
   * ones of other people (not the post's owner, not blocked: a deleted account is blocked too), searching that state,
   * every state, or any state when the post is listed in several.
   */
  candidatesFor(post: { state: string; ownerId: number; multiState: boolean }): Promise<SavedSearchRow[]> {
    return this.data.query(
      `SELECT ${COLUMNS} FROM saved_searches s JOIN users u ON u.id = s.user_id
        WHERE NOT s.paused AND s.user_id <> $2 AND NOT u.blocked
          AND (s.state IS NULL OR s.state = $1 OR $3)`,
      [post.state, post.ownerId, post.multiState],
    );
  }
}
