import { randomInt } from 'node:crypto';
import { SIGN_IN_LIMITS } from '@chonail/shared/domain';
import { newClient, startAuthApp } from './auth-test-app';
import { DEVICE_COOKIE } from './device-cookie';
import { UserEntity } from './entities/user.entity';

type AuthApp = Awaited<ReturnType<typeof startAuthApp>>;

/** The `chonail_device` cookie a sign-in answer set, as a Cookie header. */
function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
  const cookies = ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
  const device = cookies.find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  if (!device) throw new Error(`no device cookie in ${JSON.stringify(cookies)}`);
  return device.split(';')[0] as string;
}

/**
 * Issue 38's attack: all 10,000 4-digit PINs against one account, from rotating addresses, while
 * the owner keeps signing in. What the attacker sees is recorded per answer code: no success, and
 * past the free failures only "enter the texted code", whatever PIN they sent.
 */
async function guessAll(auth: AuthApp, phone: string, pin: string, headersFor: (i: number) => Record<string, string>) {
  const guesses = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0')).filter((g) => g !== pin);
  // The right PIN among them too: its answer must be the same as the wrong ones'.
  guesses.splice(5_000, 0, pin);
  const answers = new Map<string, number>();
  let rightPinAnswer = '';
  for (const [i, guess] of guesses.entries()) {
    const res = await auth.post('/api/auth/login', { phone, password: guess }, '198.51.100.7', headersFor(i));
    const key = `${res.statusCode} ${res.json().code ?? 'OK'}`;
    answers.set(key, (answers.get(key) ?? 0) + 1);
    if (guess === pin) rightPinAnswer = key;
  }
  return { answers, rightPinAnswer };
}

describe('10,000 PIN guesses behind a trusted proxy, every one from a new forwarded address, while the owner signs in', () => {
  let auth: AuthApp;
  beforeAll(async () => {
    auth = await startAuthApp('brute-proxy', { env: { TRUST_PROXY: '198.51.100.7' } });
  });
  afterAll(() => auth?.app.close());

  it('never lets the attacker in or tells them the PIN, texts the owner once, and keeps the owner signing in on a known and a new device', async () => {
    const account = await auth.register('5820');
    // The owner's phone signed up on this device: it is known.
    const known = await auth.post('/api/auth/login', { phone: account.phone, password: '5820' }, newClient().ip);
    const device = deviceCookieOf(known);

    const forwarded = (i: number) => ({ 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` });
    const { answers, rightPinAnswer } = await guessAll(auth, account.phone, '5820', forwarded);
    expect([...answers.keys()].sort()).toEqual(['401 INVALID_CREDENTIALS', '401 LOGIN_CODE_REQUIRED']);
    expect(answers.get('401 INVALID_CREDENTIALS')).toBe(SIGN_IN_LIMITS.freeStrangerFailures);
    expect(rightPinAnswer).toBe('401 LOGIN_CODE_REQUIRED');
    // 9,996 tries that asked for a code sent the owner one text (it lives ten minutes).
    const texts = (await auth.outbox(account.phone)).filter((m) => m.purpose === 'login');
    expect(texts).toHaveLength(1);

    // The owner, on the phone that signed in before: the PIN alone.
    const again = await auth.post('/api/auth/login', { phone: account.phone, password: '5820' }, newClient().ip, { cookie: device });
    expect(again.statusCode).toBe(200);
    // On a new device: asked for the code, then signed in with the PIN and the code from the text.
    const ip = newClient().ip;
    expect((await auth.post('/api/auth/login', { phone: account.phone, password: '5820' }, ip)).json().code).toBe('LOGIN_CODE_REQUIRED');
    const code = texts[0]?.code;
    const withCode = await auth.post('/api/auth/login', { phone: account.phone, password: '5820', code }, ip);
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().user.phone).toBe(account.phone);
  }, 120_000);
});

describe('sign-in limits that must not lock the owner out', () => {
  let auth: AuthApp;
  beforeAll(async () => {
    auth = await startAuthApp('brute', {});
  });
  afterAll(() => auth?.app.close());

  it(`takes only a PIN reset after ${SIGN_IN_LIMITS.failureCeiling} failed checks in a row, then signs in with the new PIN`, async () => {
    const account = await auth.register('5820');
    await auth.data.getRepository(UserEntity).update({ id: account.user.id }, { failedLogins: SIGN_IN_LIMITS.failureCeiling });
    const refused = await auth.post('/api/auth/login', { phone: account.phone, password: '5820' }, newClient().ip);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'PIN_RESET_REQUIRED', message: 'Too many wrong PINs for this account: use Forgot PIN to set a new one' });
    const ip = newClient().ip;
    expect((await auth.post('/api/forgot-password', { phone: account.phone }, ip)).statusCode).toBe(200);
    const code = (await auth.outbox(account.phone)).find((m) => m.purpose === 'reset')?.code;
    expect((await auth.post('/api/forgot-password-reset', { phone: account.phone, otp: code, newPassword: '739182', confirmPassword: '739182' }, ip)).statusCode).toBe(200);
    expect((await auth.login(account.phone, '739182', ip)).user.id).toBe(account.user.id);
  });

  it('counts wrong PINs from a known device towards the ceiling, and forgets the device after a handful', async () => {
    const account = await auth.register('5820');
    const device = deviceCookieOf(await auth.post('/api/auth/login', { phone: account.phone, password: '5820' }, newClient().ip));
    for (let i = 0; i < SIGN_IN_LIMITS.knownDeviceFailures; i += 1) {
      const res = await auth.post('/api/auth/login', { phone: account.phone, password: '9999' }, newClient().ip, { cookie: device });
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
    const stored = await auth.data.getRepository(UserEntity).findOneByOrFail({ id: account.user.id });
    expect(stored.failedLogins).toBe(SIGN_IN_LIMITS.knownDeviceFailures);
    const rows: unknown[] = await auth.data.query('SELECT 1 FROM known_devices WHERE user_id = $1', [account.user.id]);
    // Only the forgotten device's row is gone; sign-up's device (another cookie jar) stays.
    expect(rows).toHaveLength(1);
  });

  it('a carrier NAT address: 30 people failing once each from it does not stop the next person, whose right PIN signs in', async () => {
    const nat = `100.64.${randomInt(0, 255)}.${randomInt(1, 254)}`;
    for (let i = 0; i < 30; i += 1) {
      const res = await auth.post('/api/auth/login', { phone: newClient().phone, password: '8264' }, nat);
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
    const account = await auth.register('5820');
    const res = await auth.post('/api/auth/login', { phone: account.phone, password: '5820' }, nat);
    expect(res.statusCode).toBe(200);
  });

  it('answers a blocked account the same for its right PIN and a wrong one', async () => {
    const account = await auth.register('5820');
    await auth.data.getRepository(UserEntity).update({ id: account.user.id }, { blocked: true });
    const right = await auth.post('/api/auth/login', { phone: account.phone, password: '5820' }, newClient().ip);
    const wrong = await auth.post('/api/auth/login', { phone: account.phone, password: '9999' }, newClient().ip);
    expect(right.statusCode).toBe(403);
    expect(wrong.statusCode).toBe(right.statusCode);
    expect(wrong.json()).toEqual(right.json());
  });
});
