import { createServer, type Server, type Socket } from 'node:net';
import { BadRequestException } from '@nestjs/common';
import { Redis, ReplyError, type RedisOptions } from 'ioredis';
import { Client, DatabaseError, Pool } from 'pg';
import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { freePort } from '@chonail/server/testing';
import { DomainError } from './domain-error';
import { isStoreUnavailable, toErrorResponse } from './to-error-response';

const UNAVAILABLE = {
  status: 503,
  body: { message: 'Service temporarily unavailable; please try again shortly', code: 'SERVICE_UNAVAILABLE', requestId: 'req-1' },
  unexpected: true,
};
const INTERNAL = { status: 500, body: { message: 'Internal server error', code: 'INTERNAL_ERROR', requestId: 'req-1' }, unexpected: true };

/** What a rejected call threw. */
async function thrown(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

const pgError = (code: string, message: string) => Object.assign(new DatabaseError(message, message.length, 'error'), { code });
const failedQuery = (driverError: Error) => new QueryFailedError('SELECT 1', [], driverError);

/** A port that accepts connections and never answers: a hung server. */
async function silentServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    port,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

describe('toErrorResponse: a store that cannot be reached', () => {
  let deadPort: number;
  beforeAll(async () => {
    deadPort = await freePort();
  });

  describe('Redis (ioredis, as our clients are configured)', () => {
    const clients: Redis[] = [];
    const client = (options: RedisOptions) => {
      const redis = new Redis(`redis://127.0.0.1:${deadPort}`, { retryStrategy: () => 50, disconnectTimeout: 10, ...options });
      redis.on('error', () => undefined);
      clients.push(redis);
      return redis;
    };
    afterAll(() => clients.forEach((redis) => redis.disconnect()));

    it('answers 503 when the command client refuses to queue while disconnected', async () => {
      const error = await thrown(() => client({ enableOfflineQueue: false, maxRetriesPerRequest: 1 }).get('x'));
      expect((error as Error).message).toBe("Stream isn't writeable and enableOfflineQueue options is false");
      expect(toErrorResponse(error, 'req-1')).toEqual(UNAVAILABLE);
    });

    it('answers 503 when the queue client gives up after its retries', async () => {
      const error = await thrown(() => client({ maxRetriesPerRequest: 1 }).get('x'));
      expect((error as Error).name).toBe('MaxRetriesPerRequestError');
      expect(toErrorResponse(error, 'req-1')).toEqual(UNAVAILABLE);
    });

    it('answers 503 when a Redis that hangs does not answer within the command timeout', async () => {
      const silent = await silentServer();
      try {
        const redis = new Redis(`redis://127.0.0.1:${silent.port}`, { commandTimeout: 100, maxRetriesPerRequest: 1, retryStrategy: () => null, disconnectTimeout: 10 });
        redis.on('error', () => undefined);
        const error = await thrown(() => redis.get('x'));
        redis.disconnect();
        expect((error as Error).message).toBe('Command timed out');
        expect(toErrorResponse(error, 'req-1')).toEqual(UNAVAILABLE);
      } finally {
        await silent.close();
      }
    });

    it('answers 503 for a closed connection and for a Redis still loading its data or read-only', () => {
      expect(toErrorResponse(new Error('Connection is closed.'), 'req-1')).toEqual(UNAVAILABLE);
      expect(toErrorResponse(new ReplyError('LOADING Redis is loading the dataset in memory'), 'req-1')).toEqual(UNAVAILABLE);
      expect(toErrorResponse(new ReplyError("READONLY You can't write against a read only replica."), 'req-1')).toEqual(UNAVAILABLE);
    });

    it('still answers 500 for a Redis error that is about the command, not the connection', () => {
      expect(toErrorResponse(new ReplyError('WRONGTYPE Operation against a key holding the wrong kind of value'), 'req-1')).toEqual(INTERNAL);
      expect(toErrorResponse(new ReplyError('ERR Error running script'), 'req-1')).toEqual(INTERNAL);
    });
  });

  describe('PostgreSQL (node-postgres through TypeORM)', () => {
    it('answers 503 when the server refuses the connection', async () => {
      const client = new Client({ host: '127.0.0.1', port: deadPort, user: 'x', database: 'x' });
      const error = await thrown(() => client.connect());
      expect((error as { code?: string }).code).toBe('ECONNREFUSED');
      expect(toErrorResponse(error, 'req-1')).toEqual(UNAVAILABLE);
    });

    it('answers 503 when connecting takes longer than the pool allows', async () => {
      const silent = await silentServer();
      const pool = new Pool({ host: '127.0.0.1', port: silent.port, user: 'x', database: 'x', connectionTimeoutMillis: 100 });
      try {
        const error = await thrown(() => pool.query('SELECT 1'));
        expect(toErrorResponse(error, 'req-1')).toEqual(UNAVAILABLE);
      } finally {
        await pool.end();
        await silent.close();
      }
    });

    it.each([
      ['the server shutting down (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
      ['a crash restart (57P02)', pgError('57P02', 'terminating connection because of crash of another server process')],
      ['the server still starting (57P03)', pgError('57P03', 'the database system is starting up')],
      ['a connection failure (08006)', pgError('08006', 'connection failure')],
      ['too many connections (53300)', pgError('53300', 'sorry, too many clients already')],
      ['a connection ended mid-query', new Error('Connection terminated unexpectedly')],
      ['a connection timeout', new Error('Connection terminated due to connection timeout')],
      ['a full pool', new Error('timeout exceeded when trying to connect')],
      ['a client broken by an earlier connection error', new Error('Client has encountered a connection error and is not queryable')],
    ])('answers 503 for %s, raw or wrapped in a QueryFailedError', (_name, error) => {
      expect(toErrorResponse(error, 'req-1')).toEqual(UNAVAILABLE);
      expect(toErrorResponse(failedQuery(error), 'req-1')).toEqual(UNAVAILABLE);
    });

    it('answers 503 when a transaction\'s connection was ended between its queries', () => {
      // TypeORM released the runner when its connection broke; the next query of the transaction says so.
      expect(toErrorResponse(new QueryRunnerAlreadyReleasedError(), 'req-1')).toEqual(UNAVAILABLE);
    });

    it('still answers 500 for a query that is wrong, not a database that is away', () => {
      expect(toErrorResponse(failedQuery(pgError('23505', 'duplicate key value violates unique constraint')), 'req-1')).toEqual(INTERNAL);
      expect(toErrorResponse(failedQuery(pgError('42P01', 'relation "x" does not exist')), 'req-1')).toEqual(INTERNAL);
      expect(toErrorResponse(failedQuery(pgError('57014', 'canceling statement due to statement timeout')), 'req-1')).toEqual(INTERNAL);
    });
  });

  it('finds the socket error inside an AggregateError or a cause', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isStoreUnavailable(new AggregateError([refused], 'connect failed'))).toBe(true);
    expect(isStoreUnavailable(new Error('fetch failed', { cause: refused }))).toBe(true);
  });

  it('leaves every other error as it was', () => {
    expect(toErrorResponse(new Error('Connection to the moon is closed.'), 'req-1')).toEqual(INTERNAL);
    expect(toErrorResponse(new TypeError("Cannot read properties of undefined (reading 'id')"), 'req-1')).toEqual(INTERNAL);
    expect(toErrorResponse(null, 'req-1')).toEqual(INTERNAL);
    expect(toErrorResponse(new DomainError('NOT_READY', 'Not ready', 503), 'req-1')).toMatchObject({ status: 503, body: { code: 'NOT_READY' } });
    expect(toErrorResponse(new BadRequestException('nope'), 'req-1')).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
  });

  it('is not fooled by an error that contains itself', () => {
    const looped = new Error('boom') as Error & { cause?: unknown };
    looped.cause = looped;
    expect(isStoreUnavailable(looped)).toBe(false);
  });
});
