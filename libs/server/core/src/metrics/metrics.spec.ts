import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { QueueName, type QueueDepth } from '@chonail/shared/contracts';
import { metricSample as sample } from '@chonail/server/testing';
import { JsonLogger } from '../logging/json-logger';
import { HttpMetrics, serveMetrics, WorkerMetrics } from './metrics';

const logger = new JsonLogger({ service: 'api', level: 'error', write: () => undefined });

const afterEachClose: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(afterEachClose.splice(0).map((close) => close()));
});

describe('HttpMetrics', () => {
  it('labels durations by route pattern and status, never by the raw URL', async () => {
    const metrics = new HttpMetrics();
    const app = Fastify();
    metrics.install(app);
    app.get('/api/job-posts/:id', async () => ({ ok: true }));
    await app.inject({ url: '/api/job-posts/12?lang=vi' });
    await app.inject({ url: '/api/job-posts/13' });
    await app.inject({ url: '/nowhere/99' });
    const text = await metrics.registry.metrics();
    expect(sample(text, 'chonail_http_request_duration_seconds_count', { route: '/api/job-posts/:id', status: '200', method: 'GET' })).toBe(2);
    expect(sample(text, 'chonail_http_request_duration_seconds_count', { route: 'unmatched', status: '404' })).toBe(1);
    expect(text).not.toMatch(/job-posts\/1[23]|nowhere/);
    await app.close();
  });

  it('counts a request in flight until it is answered, or until its client hangs up', async () => {
    const metrics = new HttpMetrics();
    // Closed even when an expectation fails, with whatever sockets are still open.
    const app = Fastify({ forceCloseConnections: true });
    afterEachClose.push(() => app.close());
    metrics.install(app);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    app.get('/slow', async () => {
      await held;
      return { ok: true };
    });
    app.post('/upload', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const inFlight = async () => sample(await metrics.registry.metrics(), 'chonail_http_requests_in_flight');

    const slow = fetch(`http://127.0.0.1:${port}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await inFlight()).toBe(1);
    release();
    await slow;
    expect(await inFlight()).toBe(0);

    // A body that never finishes: the client goes away mid-upload.
    const abandoned = httpRequest({ port, host: '127.0.0.1', method: 'POST', path: '/upload', headers: { 'content-type': 'application/json', 'content-length': '1000' } });
    abandoned.on('error', () => undefined);
    abandoned.write('{"a":');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await inFlight()).toBe(1);
    abandoned.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await inFlight()).toBe(0);
  });
});

describe('WorkerMetrics', () => {
  it('reports job outcomes by name and the queue depths read at scrape time', async () => {
    let depths: Record<QueueName, QueueDepth | null> = {
      [QueueName.Maintenance]: { waiting: 0, active: 0, delayed: 0, failed: 0 },
      [QueueName.Media]: { waiting: 7, active: 2, delayed: 1, failed: 3 },
      [QueueName.Previews]: { waiting: 0, active: 0, delayed: 0, failed: 0 },
    };
    const metrics = new WorkerMetrics(async () => depths);
    metrics.jobFinished('media-process-image', 'completed', 0.4);
    metrics.jobFinished('media-process-image', 'failed', 1.2);
    metrics.jobFinished('media-process-image', 'completed', 0.3);
    let text = await metrics.registry.metrics();
    expect(sample(text, 'chonail_jobs_total', { job: 'media-process-image', outcome: 'completed' })).toBe(2);
    expect(sample(text, 'chonail_jobs_total', { job: 'media-process-image', outcome: 'failed' })).toBe(1);
    expect(sample(text, 'chonail_queue_jobs', { queue: 'media', state: 'waiting' })).toBe(7);
    expect(sample(text, 'chonail_queue_jobs', { queue: 'media', state: 'failed' })).toBe(3);
    // Redis did not answer for one queue: its series go away rather than repeat old numbers.
    depths = { ...depths, [QueueName.Media]: null };
    text = await metrics.registry.metrics();
    expect(sample(text, 'chonail_queue_jobs', { queue: 'media', state: 'waiting' })).toBeUndefined();
    expect(sample(text, 'chonail_queue_jobs', { queue: 'maintenance', state: 'waiting' })).toBe(0);
  });

  it('knows how old its heartbeat is', () => {
    const metrics = new WorkerMetrics(async () => ({ [QueueName.Maintenance]: null, [QueueName.Media]: null, [QueueName.Previews]: null }));
    expect(metrics.heartbeatAgeMs()).toBe(Infinity);
    metrics.beat(1_000_000);
    expect(metrics.heartbeatAgeMs(1_004_000)).toBe(4_000);
  });
});

describe('serveMetrics', () => {
  it('answers /metrics and the extra routes on its own port, 404 elsewhere, and refuses writes', async () => {
    const metrics = new WorkerMetrics(async () => ({ [QueueName.Maintenance]: null, [QueueName.Media]: null, [QueueName.Previews]: null }));
    const server = await serveMetrics(metrics.registry, {
      host: '127.0.0.1',
      port: 0,
      logger,
      routes: { '/health/ready': () => ({ status: 503, body: { code: 'NOT_READY' } }) },
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await res.text()).toContain('chonail_process_cpu_seconds_total');
      expect((await fetch(`${base}/health/ready`)).status).toBe(503);
      expect((await fetch(`${base}/api/job-posts`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(405);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
