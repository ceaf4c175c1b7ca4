import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { QueueName, type QueueDepth } from '@chonail/shared/contracts';
import type { JsonLogger } from '../logging/json-logger';

// The only file that imports prom-client. Each process keeps its own registry (not the library's
// global one), so the tests' many apps in one process never share or double-register a metric.

const PREFIX = 'chonail_';
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const JOB_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const satisfies readonly (keyof QueueDepth)[];

function newRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
  return registry;
}

/** HTTP duration by route pattern (never the raw URL: ids would make a series per post) and in-flight requests. */
export class HttpMetrics {
  readonly registry = newRegistry('api');
  private readonly duration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from request received to response sent, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });
  private readonly inFlight = new Gauge({
    name: `${PREFIX}http_requests_in_flight`,
    help: 'Requests received and not yet answered.',
    registers: [this.registry],
  });
  private readonly open = new WeakSet<FastifyRequest>();

  install(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (request, _reply, done) => {
      this.open.add(request);
      this.inFlight.inc();
      done();
    });
    fastify.addHook('onResponse', (request, reply, done) => {
      this.finish(request);
      this.duration.observe(
        { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      done();
    });
    // A client that hangs up before its answer gets no onResponse; it must still leave the gauge.
    fastify.addHook('onRequestAbort', (request, done) => {
      this.finish(request);
      done();
    });
  }

  private finish(request: FastifyRequest): void {
    if (this.open.delete(request)) this.inFlight.dec();
  }
}

export type JobOutcome = 'completed' | 'failed';

/** Jobs by name and outcome, their duration, queue depths (read from Redis at scrape time) and the heartbeat. */
export class WorkerMetrics {
  readonly registry = newRegistry('worker');
  private readonly jobs = new Counter({
    name: `${PREFIX}jobs_total`,
    help: 'Job attempts finished by this worker, by job name and outcome (a retried job counts each attempt).',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly duration = new Histogram({
    name: `${PREFIX}job_duration_seconds`,
    help: 'Time a job attempt ran on this worker, by job name and outcome.',
    labelNames: ['job', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });
  private readonly heartbeat = new Gauge({
    name: `${PREFIX}worker_heartbeat_timestamp_seconds`,
    help: 'When this worker last wrote its heartbeat to Redis (Unix time); stale means Redis is unreachable.',
    registers: [this.registry],
  });
  private lastBeatMs = 0;

  constructor(readDepths: () => Promise<Record<QueueName, QueueDepth | null>>) {
    new Gauge({
      name: `${PREFIX}queue_jobs`,
      help: 'Jobs in each queue by state, read from Redis when scraped (absent when Redis did not answer in time).',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const depths = await readDepths();
        for (const queue of Object.values(QueueName)) {
          const depth = depths[queue];
          if (depth) for (const state of QUEUE_STATES) this.set({ queue, state }, depth[state]);
        }
      },
    });
  }

  jobFinished(job: string, outcome: JobOutcome, seconds: number): void {
    this.jobs.inc({ job, outcome });
    this.duration.observe({ job, outcome }, seconds);
  }

  beat(now = Date.now()): void {
    this.lastBeatMs = now;
    this.heartbeat.set(now / 1000);
  }

  /** Milliseconds since the last heartbeat was written; Infinity before the first. */
  heartbeatAgeMs(now = Date.now()): number {
    return this.lastBeatMs ? now - this.lastBeatMs : Infinity;
  }
}

export interface MetricsServerOptions {
  host: string;
  port: number;
  logger: JsonLogger;
  /** Extra plain routes on the same port (the worker's health checks): path -> status and body. */
  routes?: Record<string, () => { status: number; body: unknown }>;
}

/**
 * A small HTTP server of its own for /metrics: a port apart from the public one, so an ingress
 * that routes the API never exposes it. It does not keep the process alive.
 */
export async function serveMetrics(registry: Registry, { host, port, logger, routes = {} }: MetricsServerOptions): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const route = routes[path];
    if (route) {
      const { status, body } = route();
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
      return;
    }
    if (path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: 'Not found', code: 'NOT_FOUND' }));
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => {
        logger.entry('error', 'metrics not collected', { error: String(error) });
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  server.unref();
  logger.info('metrics listening', { url: `http://${host}:${(server.address() as AddressInfo).port}/metrics` });
  return server;
}
