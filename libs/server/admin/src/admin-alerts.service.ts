import { Injectable } from '@nestjs/common';
import type { AdminAlertsOverview } from '@chonail/shared/contracts';
import { ALERT_RULES, lastDays } from '@chonail/shared/domain';
import { ALERTS_PAUSED_KEY, AlertsRepository } from '@chonail/server/listings';
import { AdminSiteRepository } from './admin-site.repository';
import { AuditRepository, type AdminTransaction } from './audit.repository';

const CHART_DAYS = 30;

/** Issue 39 on the dashboard: the alert texts sent, their estimated cost, and the switch that pauses them. */
@Injectable()
export class AdminAlertsService {
  constructor(
    private readonly alerts: AlertsRepository,
    private readonly site: AdminSiteRepository,
    private readonly audit: AuditRepository,
  ) {}

  async overview(now = new Date(), manager?: AdminTransaction): Promise<AdminAlertsOverview> {
    const days = lastDays(now, CHART_DAYS);
    const [perDay, paused] = await Promise.all([this.alerts.sentPerDay(days[0] as string), this.site.setting<boolean>(ALERTS_PAUSED_KEY, manager)]);
    const textsPerDay = days.map((date) => ({ date, count: perDay.get(date)?.texts ?? 0 }));
    const parts = [...perDay.values()].reduce((sum, day) => sum + day.parts, 0);
    return {
      paused: paused === true,
      textsPerDay,
      texts: textsPerDay.reduce((sum, day) => sum + day.count, 0),
      parts,
      spendEstimateCents: Math.round(parts * ALERT_RULES.centsPerPart),
    };
  }

  /** Pauses or resumes every alert text; the change and its audit row commit together. */
  async setPaused(paused: boolean, actorId: number): Promise<AdminAlertsOverview> {
    await this.audit.inTransaction(async (manager) => {
      const before = (await this.site.setting<boolean>(ALERTS_PAUSED_KEY, manager, true)) === true;
      await this.site.setSetting(ALERTS_PAUSED_KEY, paused, manager);
      await this.audit.record(manager, { actorId, action: 'alerts.update', targetType: 'alerts', targetId: null, before: { paused: before }, after: { paused } });
    });
    return this.overview();
  }
}
