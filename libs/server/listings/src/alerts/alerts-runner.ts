import { Injectable } from '@nestjs/common';
import { JsonLogger } from '@chonail/server/core/base';
import { AlertDispatcher, type DispatchResult } from './alert-dispatcher';
import { AlertMatcher } from './alert-matcher';

export interface AlertsRunResult extends DispatchResult {
  /** Post versions matched in this run, and the matches they made. */
  posts: number;
  matches: number;
}

/** One run of alerts: match what was listed, then send what is due. The schedule and `npm run alerts:run` both call it. */
@Injectable()
export class AlertsRunner {
  constructor(
    private readonly matcher: AlertMatcher,
    private readonly dispatcher: AlertDispatcher,
    private readonly logger: JsonLogger,
  ) {}

  async runDue(now = new Date()): Promise<AlertsRunResult> {
    const matched = await this.matcher.matchDue(now);
    const sent = await this.dispatcher.sendDue(now);
    const result = { ...matched, ...sent };
    if (result.matches || result.sent || result.failed) this.logger.info('alerts run', { ...result });
    return result;
  }
}
