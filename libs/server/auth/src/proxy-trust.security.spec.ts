import { randomInt } from 'node:crypto';
import { newClient, startAuthApp } from './auth-test-app';
import { LOGIN_FAILURES_PER_IP } from './login.service';

type AuthApp = Awaited<ReturnType<typeof startAuthApp>>;

const PER_IP = LOGIN_FAILURES_PER_IP[0]?.limit ?? 0;

/**
 * Pen-test finding 3: with "trust every hop", the client's own leftmost X-Forwarded-For entry became
 * request.ip, so rotating that header got past every per-IP limit. Behind one proxy (TRUST_PROXY=1)
 * only the entry the proxy appended counts.
 */
describe('per-IP limits behind one trusted proxy', () => {
  let auth: AuthApp;
  beforeAll(async () => {
    auth = await startAuthApp('proxy-trust', { env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => auth?.app.close());

  it('hold when the client rotates its own X-Forwarded-For entries in front of the proxy one', async () => {
    const client = `198.51.100.${randomInt(1, 250)}`;
    const codes: string[] = [];
    for (let i = 0; i <= PER_IP; i += 1) {
      const forged = `203.0.113.${i % 250}, 192.0.2.${(i * 7) % 250}`;
      const res = await auth.post('/api/auth/login', { phone: newClient().phone, password: '8264' }, '127.0.0.1', {
        // What the proxy forwards: whatever the client sent, then the address it saw.
        'x-forwarded-for': `${forged}, ${client}`,
      });
      codes.push(res.json().code);
    }
    expect(codes.slice(0, PER_IP).every((code) => code === 'INVALID_CREDENTIALS')).toBe(true);
    // Past the address's failures a new device there must bring the texted code (never a refusal).
    expect(codes[PER_IP]).toBe('LOGIN_CODE_REQUIRED');
    // Another real client behind the same proxy is not affected.
    const other = await auth.post('/api/auth/login', { phone: newClient().phone, password: '8264' }, '127.0.0.1', {
      'x-forwarded-for': `198.51.100.251`,
    });
    expect(other.json().code).toBe('INVALID_CREDENTIALS');
  });
});
