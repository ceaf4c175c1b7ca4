import { Injectable } from '@nestjs/common';
import {
  AlertErrorCode,
  type AlertFrequency,
  type AlertLinkAnswer,
  jobPostSearchQuerySchema,
  type SavedSearch,
  type SavedSearchFilters,
  type SavedSearchList,
  type UpdateSavedSearchRequest,
} from '@chonail/shared/contracts';
import { ALERT_RULES, timeZoneOfState } from '@chonail/shared/domain';
import { zipLookup } from '@chonail/shared/geo/server';
import { DomainError } from '@chonail/server/core/base';
import { JobPostRepository } from '../job-posts/job-post.repository';
import { toJobPost } from '../job-posts/job-post.mapper';
import { assertPriceRange, originOf } from '../job-posts/job-posts.service';
import { AlertsRepository } from './alerts.repository';
import { SavedSearchesRepository, type SavedSearchListRow, type SavedSearchRow } from './saved-searches.repository';
import { SmsOptOutsRepository } from './sms-opt-outs.repository';

const notFound = () => new DomainError(AlertErrorCode.SavedSearchNotFound, 'Saved search not found', 404);
const linkNotFound = () => new DomainError(AlertErrorCode.AlertLinkNotFound, 'This link is not known', 404);

/** The person a saved search belongs to: their account and the phone its texts go to. */
export interface SearchOwner {
  id: number;
  phone: string;
}

/** The same filters in one spelling: keys sorted, so a search saved twice is found as the same. */
export function filtersKey(filters: SavedSearchFilters): string {
  const sorted = Object.fromEntries(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify(sorted);
}

/** Saved searches of the portal and the home page's "Alert me", and the texts' links. */
@Injectable()
export class SavedSearchesService {
  constructor(
    private readonly searches: SavedSearchesRepository,
    private readonly alerts: AlertsRepository,
    private readonly optOuts: SmsOptOutsRepository,
    private readonly posts: JobPostRepository,
  ) {}

  async create(owner: SearchOwner, input: { filters: SavedSearchFilters; frequency: AlertFrequency }, language: 'vi' | 'en'): Promise<SavedSearch> {
    // The search must run as a search does (a ZIP outside its state is refused here, not at 8:00).
    const query = jobPostSearchQuerySchema.parse({ ...input.filters });
    assertPriceRange(query);
    originOf(query);
    if ((await this.searches.countOf(owner.id)) >= ALERT_RULES.maxPerAccount) {
      throw new DomainError(AlertErrorCode.TooManySavedSearches, `At most ${ALERT_RULES.maxPerAccount} saved searches; delete one first`, 409);
    }
    const state = input.filters.state ?? (input.filters.zip ? (zipLookup(input.filters.zip)?.state ?? null) : null);
    const row = await this.searches.insert({
      userId: owner.id,
      filters: input.filters,
      filtersKey: filtersKey(input.filters),
      state,
      timeZone: timeZoneOfState(state),
      language,
      frequency: input.frequency,
    });
    if (!row) throw new DomainError(AlertErrorCode.SavedSearchExists, 'This search is saved already', 409);
    // Asking for alerts again is the person's say that texts may come again after a STOP.
    await this.optOuts.resume(owner.phone);
    return toSavedSearch({ ...row, new_count: 0, last_post_id: null, last_title: null, last_city: null, last_state: null, last_matched_at: null });
  }

  async list(owner: SearchOwner, now = new Date()): Promise<SavedSearchList> {
    const rows = await this.searches.listOf(owner.id, now);
    return { items: rows.map(toSavedSearch), alertsStopped: await this.optOuts.isStopped(owner.phone) };
  }

  async update(owner: SearchOwner, id: number, changes: UpdateSavedSearchRequest, now = new Date()): Promise<SavedSearch> {
    if (!(await this.searches.update(id, owner.id, changes))) throw notFound();
    if (changes.paused === false) await this.optOuts.resume(owner.phone);
    const row = (await this.searches.listOf(owner.id, now)).find((r) => r.id === id);
    if (!row) throw notFound();
    return toSavedSearch(row);
  }

  async remove(owner: SearchOwner, id: number): Promise<void> {
    if (!(await this.searches.remove(id, owner.id))) throw notFound();
  }

  /** A text's link: the posts it told about that are still listed. Opening it is looking at them. */
  async link(code: string, now = new Date()): Promise<AlertLinkAnswer> {
    const message = await this.alerts.findByCode(code);
    if (!message) throw linkNotFound();
    if (message.expires_at.getTime() <= now.getTime()) {
      throw new DomainError(AlertErrorCode.AlertLinkExpired, 'This link has expired; your saved searches are in your account', 410);
    }
    const rows = await this.posts.findListed(message.post_ids, now);
    const order = new Map(message.post_ids.map((id, index) => [id, index]));
    rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    await this.alerts.markSeen(message.id);
    return {
      posts: rows.map((row) => toJobPost(row, null, now)),
      told: message.post_ids.length,
      sentAt: message.created_at.toISOString(),
      alertsStopped: await this.optOuts.isStopped(message.phone),
    };
  }

  /** The link's one tap: no more alert texts to that phone (expired links too: stopping must always work). */
  async stopByLink(code: string): Promise<{ alertsStopped: true }> {
    const message = await this.alerts.findByCode(code);
    if (!message) throw linkNotFound();
    await this.optOuts.stop(message.phone, 'link');
    return { alertsStopped: true };
  }
}

function toSavedSearch(row: SavedSearchListRow | (SavedSearchRow & SavedSearchListRow)): SavedSearch {
  return {
    id: row.id,
    filters: row.filters,
    frequency: row.frequency,
    paused: row.paused,
    createdAt: row.created_at.toISOString(),
    lastMatch:
      row.last_post_id !== null && row.last_matched_at
        ? { postId: row.last_post_id, title: row.last_title ?? '', city: row.last_city ?? '', state: row.last_state ?? '', matchedAt: row.last_matched_at.toISOString() }
        : null,
    newCount: row.new_count,
  };
}
