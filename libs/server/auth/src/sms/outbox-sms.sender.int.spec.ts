import type { Redis } from 'ioredis';
import { createRedis, JsonLogger, loadConfig, redisKey } from '@chonail/server/core';
import { OUTBOX_LIMIT, OutboxSmsSender } from './outbox-sms.sender';
import type { SmsMessage } from './sms-sender';

const config = loadConfig({ ...process.env, REDIS_PREFIX: `${process.env['REDIS_PREFIX']}-sms-outbox` });
const lines: Array<Record<string, unknown>> = [];
const logger = new JsonLogger({ service: 'api', level: 'debug', write: (line) => lines.push(JSON.parse(line)) });
let redis: Redis;
let outbox: OutboxSmsSender;

beforeAll(async () => {
  redis = createRedis(config, 'command');
  // The command client fails fast instead of queueing while it connects.
  await new Promise((resolve, reject) => redis.once('ready', resolve).once('error', reject));
  outbox = new OutboxSmsSender(config, redis, logger);
});
afterAll(() => redis.quit());

const sms = (to: string, code: string): SmsMessage => ({ to, code, text: `Your Cho Nail code is ${code}`, purpose: 'registration' });

describe('OutboxSmsSender', () => {
  it('keeps what was sent, newest first, with when it was sent', async () => {
    const before = Date.now();
    await outbox.send(sms('+17135550100', '111111'));
    await outbox.send({ ...sms('+17135550100', '222222'), purpose: 'reset' });

    const listed = await outbox.list('+17135550100');
    expect(listed).toEqual([
      { to: '+17135550100', text: 'Your Cho Nail code is 222222', code: '222222', purpose: 'reset', createdAt: expect.any(String) },
      { to: '+17135550100', text: 'Your Cho Nail code is 111111', code: '111111', purpose: 'registration', createdAt: expect.any(String) },
    ]);
    expect(Date.parse(listed[0].createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(listed[0].createdAt).toISOString()).toBe(listed[0].createdAt);
  });

  it('keeps each phone apart', async () => {
    await outbox.send(sms('+17135550101', '333333'));
    await outbox.send(sms('+17135550102', '444444'));
    expect((await outbox.list('+17135550101')).map((m) => m.code)).toEqual(['333333']);
    expect((await outbox.list('+17135550102')).map((m) => m.code)).toEqual(['444444']);
    expect(await outbox.list('+17135550199')).toEqual([]);
  });

  it('keeps only the newest 50 per phone, and lets them expire within a day', async () => {
    for (let i = 0; i < OUTBOX_LIMIT + 5; i++) await outbox.send(sms('+17135550103', String(100000 + i)));
    const codes = (await outbox.list('+17135550103')).map((m) => m.code);
    expect(OUTBOX_LIMIT).toBe(50);
    expect(codes).toHaveLength(50);
    expect(codes[0]).toBe(String(100000 + 54));
    expect(codes[49]).toBe(String(100000 + 5));

    const key = redisKey(config, 'sms-outbox', '+17135550103');
    expect(await redis.llen(key)).toBe(50);
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(23 * 60 * 60);
    expect(ttl).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it('logs each message as one JSON line, without its code, text or phone', async () => {
    lines.length = 0;
    await outbox.send(sms('+17135550104', '555555'));
    expect(lines).toEqual([expect.objectContaining({ level: 'info', msg: 'sms kept in the development outbox', purpose: 'registration' })]);
    expect(JSON.stringify(lines)).not.toMatch(/555555|7135550104/);
  });
});
