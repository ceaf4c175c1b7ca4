/**
 * The bench:load baseline in a process of its own (as the API is): GET /api/job-posts through bare
 * Fastify + pg, parsed with the same schema, built with the same builder, mapped with the same
 * mapper. Reads DATABASE_URL, PORT and POOL_SIZE; prints "listening" when ready.
 */
import 'reflect-metadata';
import Fastify from 'fastify';
import { Pool } from 'pg';
import { jobPostSearchQuerySchema } from '@chonail/shared/contracts';
import { buildSearch, originOf, toJobPost, type SearchRow } from '@chonail/server/listings';

async function main(): Promise<void> {
  const pool = new Pool({ connectionString: process.env['DATABASE_URL'], max: Number(process.env['POOL_SIZE'] || 10) });
  const app = Fastify({ logger: false });
  app.get('/api/job-posts', async (request) => {
    const query = jobPostSearchQuerySchema.parse(request.query);
    const now = new Date();
    const built = buildSearch(query, originOf(query), now, null);
    const { rows } = await pool.query<SearchRow>(built.sql, built.params);
    return rows.slice(0, query.limit).map((row) => toJobPost(row, null, now));
  });
  await app.listen({ port: Number(process.env['PORT']), host: '127.0.0.1' });
  process.stdout.write('listening\n');
  process.once('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
}

void main();
