import type { PostRow } from './job-post.mapper';

/**
 * A job_posts row as the repository reads it (PostRow): a listed, free Basic post of owner 1 in
 * Houston, created 2025-05-01 and expiring 2025-11-01, with `fields` on top. For unit specs only;
 * never imported by production code.
 */
export function samplePostRow(id: number, fields: Partial<PostRow> = {}): PostRow {
  return {
    id,
    owner_id: 1,
    store_id: null,
    job_type: 'hiring',
    title: `Post ${id}`,
    description: 'Tiệm đông khách.',
    store_name: 'Lotus Nails',
    street_address: '9889 Bellaire Blvd',
    address_optional: null,
    city: 'Houston',
    state: 'TX',
    zipcode: '77036',
    full_address: '9889 Bellaire Blvd, Houston, TX 77036',
    hide_address: false,
    area_sq_ft: null,
    experience_level: null,
    store_phone: null,
    lat: null,
    lng: null,
    is_nationwide: false,
    selected_states: [],
    state_addon_ends_at: null,
    priority_addon: 'none',
    priority_ends_at: null,
    photo_video_addon: false,
    photo_video_ends_at: null,
    is_vip: false,
    vip_duration: null,
    duration: 6,
    urgent_days: 0,
    is_active: true,
    is_paused: false,
    save_count: 0,
    view_count: 0,
    likes_count: 0,
    images: [],
    created_at: new Date('2025-05-01T00:00:00Z'),
    updated_at: new Date('2025-05-01T00:00:00Z'),
    bumped_at: new Date('2025-05-01T00:00:00Z'),
    expires_at: new Date('2025-11-01T00:00:00Z'),
    deleted_at: null,
    hidden_at: null,
    owner_phone: '+17135550100',
    rank_priority: 0,
    rank_bump: new Date('2025-05-01T00:00:00Z'),
    ...fields,
  };
}
