import type { MapPost, MapPostsResponse } from '@chonail/shared/contracts';
import { contactPhone, effectivePriority, maskPhone, maskPhones, mapFilterCounts, type JobType, type PriorityAddon } from '@chonail/shared/domain';

/** A row of JobPostRepository.mapRows. */
export interface MapRow {
  id: number;
  lat: number;
  lng: number;
  job_type: JobType;
  title: string;
  store_name: string | null;
  city: string;
  state: string;
  hide_address: boolean;
  priority_addon: PriorityAddon;
  priority_ends_at: Date | null;
  store_phone: string | null;
  owner_phone: string;
}

/** Same blur as toJobPost: a hidden address must not leak through exact coordinates. */
const blurred = (value: number, hide: boolean) => (hide ? Math.round(value * 100) / 100 : value);

export function toMapPosts(rows: readonly MapRow[], now: Date): MapPostsResponse {
  const posts: MapPost[] = rows.map((row) => ({
    id: row.id,
    lat: blurred(row.lat, row.hide_address),
    lng: blurred(row.lng, row.hide_address),
    jobType: row.job_type,
    title: maskPhones(row.title),
    storeName: row.store_name,
    city: row.city,
    state: row.state,
    priority: effectivePriority({ priorityAddon: row.priority_addon, priorityEndsAt: row.priority_ends_at }, now),
    // Issue 38, finding 4: the map once answered every listed post's full number at once.
    phone: maskPhone(contactPhone(row.store_phone, row.owner_phone)),
  }));
  return { counts: mapFilterCounts(posts), posts };
}
