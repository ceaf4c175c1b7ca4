import { newClient, startAuthApp } from './auth-test-app';
import { MAX_FAILURES_PER_HOUR } from './login.service';

type AuthApp = Awaited<ReturnType<typeof startAuthApp>>;

/**
 * The attack: all 10,000 4-digit PINs against one account, from one address and from
 * rotating X-Forwarded-For addresses. Most guesses are refused by the lock or the per-IP limit
 * before any hash is compared, which is also why this runs in seconds.
 */
async function guessAll(auth: AuthApp, phone: string, pin: string, headersFor: (i: number) => Record<string, string>) {
  const guesses = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0')).filter((g) => g !== pin);
  let compared = 0;
  let succeeded = 0;
  for (const [i, guess] of guesses.entries()) {
    const res = await auth.post('/api/auth/login', { phone, password: guess }, '198.51.100.7', headersFor(i));
    if (res.statusCode === 200) succeeded += 1;
    if (res.json().code === 'INVALID_CREDENTIALS') compared += 1;
  }
  return { compared, succeeded };
}

/** The owner gets back in through forgot PIN, from their own address, while the attack's lock holds. */
async function ownerResets(auth: AuthApp, phone: string) {
  const ip = newClient().ip;
  expect((await auth.post('/api/auth/login', { phone, password: '5820' }, ip)).json().code).toBe('PIN_LOCKED');
  expect((await auth.post('/api/forgot-password', { phone }, ip)).statusCode).toBe(200);
  const code = (await auth.outbox(phone)).find((m) => m.purpose === 'reset')?.code;
  const reset = await auth.post('/api/forgot-password-reset', { phone, otp: code, newPassword: '739182', confirmPassword: '739182' }, ip);
  expect(reset.statusCode).toBe(200);
  expect((await auth.login(phone, '739182', ip)).user.role).toBe('user');
}

describe('10,000 PIN guesses against one account', () => {
  let auth: AuthApp;
  beforeAll(async () => {
    auth = await startAuthApp('brute');
  });
  afterAll(() => auth?.app.close());

  it('from one address, half with forged X-Forwarded-For (ignored: no trusted proxy): zero successes, the owner can still reset', async () => {
    const account = await auth.register('5820');
    const result = await guessAll(auth, account.phone, account.pin, (i): Record<string, string> =>
      i % 2 ? { 'x-forwarded-for': `203.0.113.${i % 250}` } : {},
    );
    expect(result.succeeded).toBe(0);
    expect(result.compared).toBeLessThanOrEqual(MAX_FAILURES_PER_HOUR);
    await ownerResets(auth, account.phone);
  }, 60_000);
});

describe('10,000 PIN guesses behind a trusted proxy, every one from a new forwarded address', () => {
  let auth: AuthApp;
  beforeAll(async () => {
    auth = await startAuthApp('brute-proxy', { env: { TRUST_PROXY: '198.51.100.7' } });
  });
  afterAll(() => auth?.app.close());

  it('gets past no per-account lock: zero successes, the owner can still reset', async () => {
    const account = await auth.register('5820');
    // Each guess really looks like a new client here, so only the per-phone lock stands in the way.
    const result = await guessAll(auth, account.phone, account.pin, (i) => ({ 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` }));
    expect(result.succeeded).toBe(0);
    expect(result.compared).toBeLessThanOrEqual(MAX_FAILURES_PER_HOUR);
    await ownerResets(auth, account.phone);
  }, 60_000);
});
