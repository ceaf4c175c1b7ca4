import { avatarInitial } from './avatar';

describe('avatarInitial', () => {
  it.each([
    [{ firstName: 'đào', phone: '+17135550123' }, 'Đ'],
    [{ firstName: '  Lan ', phone: null }, 'L'],
    [{ firstName: '', phone: '+1 (713) 555-0187' }, '87'],
    [{ firstName: '   ', phone: '+17135550142' }, '42'],
    [{ phone: '7' }, 'U'],
    [{}, 'U'],
    [null, 'U'],
  ])('%j -> %s', (user, expected) => {
    expect(avatarInitial(user)).toBe(expected);
  });
});
