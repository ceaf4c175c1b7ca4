import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { serializeError, type JsonLogger } from '../logging/json-logger';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * The product version, from the workspace package.json (one version for API and worker). Found by
 * walking up, so the sources and the compiled dist/server tree read the same file.
 */
export function appVersion(): string {
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (manifest.name === 'chonail') return manifest.version ?? '0.0.0';
    }
    if (dirname(dir) === dir) return '0.0.0';
  }
}

/**
 * On SIGTERM or SIGINT: close the app (Nest runs every shutdown hook: workers drain their running
 * jobs, connections close) and exit 0. If that takes longer than `timeoutMs`, exit 1 so the
 * supervisor knows the shutdown was not clean. Nest's own enableShutdownHooks re-raises the signal,
 * which ends the process with 143 instead of 0.
 */
export function closeOnSignal(app: INestApplicationContext, logger: JsonLogger, timeoutMs: number): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info('shutting down', { signal });
    const timer = setTimeout(() => {
      logger.entry('error', 'shutdown timed out', { timeoutMs });
      process.exit(1);
    }, timeoutMs);
    app.close().then(
      () => {
        clearTimeout(timer);
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.entry('error', 'shutdown failed', { err: serializeError(error) });
        process.exit(1);
      },
    );
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
}

/** Last resort for entry points: log a boot failure as one JSON line and exit non-zero. */
export function exitOnBootFailure(logger: JsonLogger) {
  return (error: unknown): never => {
    logger.entry('error', 'failed to start', { err: serializeError(error) });
    process.exit(1);
  };
}
