import 'reflect-metadata';
import { Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { appVersion, CoreModule, JsonLogger, loadConfigOrExit, type CoreModuleOptions } from '@chonail/server/core';
import { AlertsModule, AlertsRunner, ExpiryRemindersModule, ExpiryRemindersService } from '@chonail/server/listings';

/** The worker's alerts without its queues: what `alerts:run` needs to match and send once. */
@Module({})
class AlertsRunModule {
  static forRoot(options: Omit<CoreModuleOptions, 'migrations'>): DynamicModule {
    return { module: AlertsRunModule, imports: [CoreModule.forRoot(options), AlertsModule.forRoot(options.config, { http: false }), ExpiryRemindersModule.forRoot(options.config)] };
  }
}

/**
 * `npm run alerts:run`: matches the posts listed since the last run and sends the alert texts and
 * expiry reminders due now, with the code the worker's schedules run, then prints what it did. `-- --now <ISO time>`
 * runs it as of another moment (quiet hours and the morning digest are local times), outside
 * production only.
 */
async function main(): Promise<number> {
  const config = loadConfigOrExit();
  const logger = new JsonLogger({ service: 'alerts-run', level: config.LOG_LEVEL });
  const nowArg = process.argv.indexOf('--now');
  let now = new Date();
  if (nowArg > 0) {
    if (config.NODE_ENV === 'production') {
      process.stderr.write('--now is for development and tests; production sends as of the real time.\n');
      return 2;
    }
    now = new Date(process.argv[nowArg + 1] ?? '');
    if (Number.isNaN(now.getTime())) {
      process.stderr.write('--now needs a time such as 2026-12-02T15:00:00Z\n');
      return 2;
    }
  }
  const app = await NestFactory.createApplicationContext(AlertsRunModule.forRoot({ config, logger, version: appVersion() }), { logger });
  try {
    const alerts = await app.get(AlertsRunner).runDue(now);
    const reminders = await app.get(ExpiryRemindersService).sendDue(now);
    process.stdout.write(`${JSON.stringify({ at: now.toISOString(), ...alerts, reminders })}\n`);
    return 0;
  } finally {
    await app.close();
  }
}

void main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`alerts:run failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
