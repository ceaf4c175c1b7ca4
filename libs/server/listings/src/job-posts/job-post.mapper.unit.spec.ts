import { toJobPost } from './job-post.mapper';
import { samplePostRow } from './post-row.sample';

const NOW = new Date('2025-06-01T12:00:00Z');
const OWNER = { id: 5, role: 'user' as const };
const hidden = samplePostRow(1, { owner_id: OWNER.id, hidden_at: new Date('2025-05-30T00:00:00Z'), hidden_reason: 'Ảnh không đúng tiệm' });

describe("toJobPost: staff's reason for hiding a post", () => {
  it('goes to the owner and to staff only', () => {
    expect(toJobPost(hidden, OWNER, NOW)).toMatchObject({ hiddenByStaff: true, hiddenReason: 'Ảnh không đúng tiệm' });
    expect(toJobPost(hidden, { id: 900, role: 'admin' }, NOW)).toMatchObject({ hiddenReason: 'Ảnh không đúng tiệm' });
    expect(toJobPost(hidden, { id: 6, role: 'user' }, NOW)).not.toHaveProperty('hiddenReason');
    expect(toJobPost(hidden, null, NOW)).not.toHaveProperty('hiddenReason');
  });

  it('is absent from a visible post and null for a hidden one without a reason', () => {
    expect(toJobPost(samplePostRow(2, { owner_id: OWNER.id }), OWNER, NOW)).not.toHaveProperty('hiddenReason');
    expect(toJobPost({ ...hidden, hidden_reason: null }, OWNER, NOW)).toMatchObject({ hiddenByStaff: true, hiddenReason: null });
  });
});
