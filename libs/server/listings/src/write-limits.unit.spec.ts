import { viewerKey } from './job-posts/view-counter';
import { addressBucket, VIEW_COUNTING, WRITE_LIMITS, type WriteAllowance } from './write-limits';

const HOUR = 3600;
const DAY = 86_400;
const within = (allowance: WriteAllowance, scope: 'account' | 'address', windowSeconds: number) =>
  allowance[scope].find((limit) => limit.windowSeconds === windowSeconds)?.limit ?? 0;

describe('write allowances (issue 38, finding 8)', () => {
  it('let an owner of several salons post a busy day’s 10 posts at one sitting, and twice that in a day', () => {
    expect(within(WRITE_LIMITS.post, 'account', HOUR)).toBeGreaterThanOrEqual(10);
    expect(within(WRITE_LIMITS.post, 'account', DAY)).toBeGreaterThanOrEqual(20);
  });

  it.each(Object.entries(WRITE_LIMITS))('give %s an hourly and a daily window per account and per address, an address room for several accounts', (_kind, allowance) => {
    for (const scope of ['account', 'address'] as const) {
      expect(allowance[scope].map((limit) => limit.windowSeconds)).toEqual([HOUR, DAY]);
      expect(within(allowance, scope, HOUR)).toBeLessThanOrEqual(within(allowance, scope, DAY));
    }
    for (const windowSeconds of [HOUR, DAY]) {
      expect(within(allowance, 'address', windowSeconds)).toBeGreaterThan(within(allowance, 'account', windowSeconds));
    }
  });

  it('name every counter once, so no two allowances share a Redis key', () => {
    const names = Object.values(WRITE_LIMITS).flatMap((allowance) => [...allowance.account, ...allowance.address].map((limit) => limit.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it('keep the forum’s and the contact form’s earlier figures (and counter names), adding the other scope', () => {
    expect(WRITE_LIMITS.thread.account).toEqual([
      { name: 'forum-thread:user:hour', limit: 5, windowSeconds: HOUR },
      { name: 'forum-thread:user:day', limit: 20, windowSeconds: DAY },
    ]);
    expect(WRITE_LIMITS.reply.account).toEqual([
      { name: 'forum-reply:user:hour', limit: 30, windowSeconds: HOUR },
      { name: 'forum-reply:user:day', limit: 200, windowSeconds: DAY },
    ]);
    expect(WRITE_LIMITS.contact.address).toEqual([
      { name: 'contact:ip:hour', limit: 5, windowSeconds: HOUR },
      { name: 'contact:ip:day', limit: 20, windowSeconds: DAY },
    ]);
  });
});

describe('addressBucket', () => {
  it('counts an IPv4 address as it is, also when it comes IPv4-mapped', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const bucket = '2001:db8:85a3:12::/64';
    for (const ip of ['2001:db8:85a3:12::1', '2001:0db8:85a3:0012:0000:0000:0000:0002', '2001:DB8:85A3:12:ffff:1:2:3', '2001:db8:85a3:12::abcd:1']) {
      expect(addressBucket(ip)).toBe(bucket);
    }
    expect(addressBucket('2001:db8:85a3:13::1')).not.toBe(bucket);
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(addressBucket('unknown')).toBe('unknown');
  });
});

describe('view counting (issue 38, finding 9)', () => {
  it('counts a viewer once a post a day, and at most a few viewers of a post per address a day', () => {
    expect(VIEW_COUNTING).toEqual({ viewerWindowSeconds: DAY, viewersPerAddress: 5, addressWindowSeconds: DAY });
  });

  it('tells a signed-in viewer by the account, wherever they are, and a guest by address and browser, hashed', () => {
    const phone = { ip: '198.51.100.4', userAgent: 'Mozilla/5.0 (iPhone) Safari/604.1' };
    const laptop = { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/127.0' };
    expect(viewerKey(7, phone)).toBe('user:7');
    expect(viewerKey(7, laptop)).toBe('user:7');
    expect(viewerKey(null, phone)).toBe(viewerKey(null, { ...phone }));
    expect(viewerKey(null, phone)).not.toBe(viewerKey(null, { ...phone, userAgent: laptop.userAgent }));
    expect(viewerKey(null, phone)).not.toBe(viewerKey(null, { ...phone, ip: laptop.ip }));
    expect(viewerKey(null, phone)).toMatch(/^guest:[\w-]{22}$/);
    expect(viewerKey(null, phone)).not.toContain(phone.ip);
  });
});
