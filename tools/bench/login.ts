/**
 * npm run bench:login [-- --seconds 10 --connections 8 --accounts 200]
 *
 * Issue 38, finding 11: PIN hashes are keyed with a pepper, so argon2id can run at OWASP's minimum
 * cost; the old default cost made a sign-in ~190 ms of CPU (5.3 a second on this machine).
 * Target: >= 50 sign-ins a second through the API (phone and right PIN from a new device: the hash
 * check, the session and the device it remembers), printed beside a bare loop of the same argon2
 * verification in this process, in the same run, and the old default cost for comparison.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import * as argon2 from 'argon2';
import autocannon from 'autocannon';
import { PIN_HASH_OPTIONS, PinHasher } from '@chonail/server/auth';
import { randomAddress, withScratchApi } from './scratch';

const TARGET_PER_SECOND = 50;
const PIN = '4829';

/** argon2 verifications a second, `parallel` at a time, for `seconds`: what the hash alone allows. */
async function bareVerifies(hash: string, options: { secret?: Buffer }, seconds: number, parallel: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < until) {
      await argon2.verify(hash, PIN, options);
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: parallel }, worker));
  return done / ((performance.now() - started) / 1000);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '8' }, accounts: { type: 'string', default: '200' } },
  });
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  const accounts = Number(values.accounts);
  // The API started below reads the same pepper from its environment.
  const secret = randomBytes(36).toString('base64url');
  process.env['PIN_PEPPER'] = `bench:${secret}`;
  const pepper = { id: 'bench', secret: Buffer.from(secret, 'utf8') };
  const hasher = new PinHasher([pepper]);

  await withScratchApi({ posts: 10 }, async ({ data, baseUrl, log }) => {
    const { pinHash } = await hasher.hash(PIN);
    const phones = Array.from({ length: accounts }, (_, i) => `+1832555${String(i).padStart(4, '0')}`);
    await data.query(
      `INSERT INTO users (phone, pin_hash, pin_pepper_id) SELECT unnest($1::text[]), $2, $3 ON CONFLICT (phone) DO NOTHING`,
      [phones, pinHash, pepper.id],
    );
    let next = 0;
    const result = (await autocannon({
      url: `${baseUrl}/api/auth/login`,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
            body: JSON.stringify({ phone: phones[next++ % phones.length], password: PIN }),
          }),
        },
      ],
    })) as { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number; '2xx': number; duration: number };
    const perSecond = result['2xx'] / result.duration;

    const parallel = cpus().length;
    const bare = await bareVerifies(pinHash, { secret: pepper.secret }, Math.min(seconds, 5), parallel);
    const oldHash = await argon2.hash(PIN, { type: argon2.argon2id });
    const old = await bareVerifies(oldHash, {}, Math.min(seconds, 5), parallel);

    const cost = `argon2id m=${PIN_HASH_OPTIONS.memoryCost} KiB t=${PIN_HASH_OPTIONS.timeCost} p=${PIN_HASH_OPTIONS.parallelism}`;
    log('');
    log(`sign-ins through the API (${connections} connections, ${seconds} s, ${accounts} accounts, each from a new device):`);
    log(`  ${perSecond.toFixed(1)} /s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   non-2xx ${result.non2xx}   errors ${result.errors}`);
    log(`bare argon2 verify, ${parallel} at a time, in this process:`);
    log(`  ${bare.toFixed(1)} /s   ${cost}, keyed (today's cost)`);
    log(`  ${old.toFixed(1)} /s   argon2id m=65536 KiB t=3 p=4, unkeyed (the cost before issue 38)`);
    log(`target: >= ${TARGET_PER_SECOND} sign-ins/s: ${perSecond >= TARGET_PER_SECOND ? 'met' : 'MISSED'}`);
    if (result.non2xx > 0 || perSecond < TARGET_PER_SECOND) process.exitCode = 1;
  });
}

void main();
