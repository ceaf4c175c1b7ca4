import { Injectable } from '@nestjs/common';
import { SiteRepository } from '../site/site.repository';

/** The site setting staff turn on to stop every alert text at once (admin dashboard). */
export const ALERTS_PAUSED_KEY = 'alerts_paused';

/** Whether staff paused alert sending: matching goes on, texts wait until it is turned off. */
@Injectable()
export class AlertsSwitch {
  constructor(private readonly site: SiteRepository) {}

  async isPaused(): Promise<boolean> {
    return (await this.site.settingValue(ALERTS_PAUSED_KEY)) === true;
  }
}
