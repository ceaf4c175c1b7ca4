import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { QueueEvents } from 'bullmq';
import { JobName, QueueName, type DiagnosticPingResult } from '@chonail/shared/contracts';
import { bullConnection, bullPrefix, loadConfigOrExit, QueueRegistry } from '@chonail/server/core';

const waitArg = process.argv.indexOf('--wait-ms');
const WAIT_MS = waitArg > 0 ? Number(process.argv[waitArg + 1]) || 10_000 : 10_000;

/**
 * `npm run queue:ping`: sends a diagnostic job through the real queue and waits for a worker to
 * answer, proving enqueue -> Redis -> worker -> result end to end. Exits 1 if no worker answers
 * within 10 s (`-- --wait-ms N` to change).
 */
async function main(): Promise<number> {
  const config = loadConfigOrExit();
  const queues = new QueueRegistry(config);
  const events = new QueueEvents(QueueName.Maintenance, { connection: bullConnection(config, 'worker'), prefix: bullPrefix(config) });
  try {
    await events.waitUntilReady();
    const started = Date.now();
    const job = await queues.enqueue(JobName.DiagnosticPing, { probeId: randomUUID() });
    try {
      const result = (await job.waitUntilFinished(events, WAIT_MS)) as DiagnosticPingResult;
      process.stdout.write(`${JSON.stringify({ ok: true, roundTripMs: Date.now() - started, ...result })}\n`);
      return 0;
    } catch (error) {
      // Unanswered, the probe would wait in the queue for the next worker to start; it is stale by then.
      await job.remove().catch(() => undefined);
      throw error;
    }
  } catch (error) {
    process.stderr.write(
      `No worker answered within ${WAIT_MS / 1000} s (${error instanceof Error ? error.message : String(error)}). ` +
        'Is the worker running? GET /api/health shows its last heartbeat.\n',
    );
    return 1;
  } finally {
    await events.close();
    await queues.onApplicationShutdown();
  }
}

void main().then((code) => process.exit(code));
