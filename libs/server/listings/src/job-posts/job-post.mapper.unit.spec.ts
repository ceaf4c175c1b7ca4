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

describe('toJobPost: phone numbers (issue 38, finding 4)', () => {
  const withSalon = samplePostRow(3, {
    owner_id: OWNER.id,
    store_phone: '+17135550299',
    owner_phone: '+17135550142',
    title: 'Cần thợ, gọi 832-555-0106',
    description: 'Lương cao. Gọi (832) 555-0106 hoặc 281.555.0177',
  });
  const ownPhoneOnly = samplePostRow(4, { owner_id: OWNER.id, store_phone: null, owner_phone: '+17135550142' });

  it('masks every number on public reads, in the text too, and never shows the account phone when a salon phone is set', () => {
    for (const viewer of [null, { id: 6, role: 'user' as const }]) {
      const post = toJobPost(withSalon, viewer, NOW);
      expect(post).toMatchObject({ phone: '(***) ***-0299', salonPhone: '(***) ***-0299', businessPhone: '(***) ***-0299', cellPhone: null });
      expect(post.title).toBe('Cần thợ, gọi (***) ***-0106');
      expect(post.description).toBe('Lương cao. Gọi (***) ***-0106 hoặc (***) ***-0177');
      expect(JSON.stringify(post)).not.toMatch(/0142|\d{3}\D{0,2}\d{3}\D?\d{4}/);
    }
  });

  it('shows the account phone masked when it is the contact phone', () => {
    expect(toJobPost(ownPhoneOnly, null, NOW)).toMatchObject({ phone: '(***) ***-0142', salonPhone: null, cellPhone: '(***) ***-0142' });
  });

  it('gives the owner and staff the full numbers and text', () => {
    for (const viewer of [OWNER, { id: 900, role: 'admin' as const }]) {
      expect(toJobPost(withSalon, viewer, NOW)).toMatchObject({
        phone: '+17135550299',
        salonPhone: '+17135550299',
        cellPhone: '+17135550142',
        description: 'Lương cao. Gọi (832) 555-0106 hoặc 281.555.0177',
      });
    }
  });
});
