import { Module } from '@nestjs/common';
import { AlertsRepository, ListingsModule } from '@chonail/server/listings';
import { AdminAlertsService } from './admin-alerts.service';
import { AdminBillingRepository } from './admin-billing.repository';
import { AdminJobPostsController, AdminOverviewController, AdminUsersController } from './admin.controller';
import { AdminOverviewService } from './admin-overview.service';
import { AdminPostsRepository } from './admin-posts.repository';
import { AdminPostsService } from './admin-posts.service';
import { AdminSettingsService } from './admin-settings.service';
import { AdminSiteRepository } from './admin-site.repository';
import { AdminUsersRepository } from './admin-users.repository';
import { AdminUsersService } from './admin-users.service';
import { AuditRepository } from './audit.repository';

/**
 * The staff area's API. Needs the (global) auth module for its guard, the listings module for the
 * public stats, and the (global) billing module for payments.
 */
@Module({
  imports: [ListingsModule],
  controllers: [AdminOverviewController, AdminJobPostsController, AdminUsersController],
  providers: [
    AuditRepository,
    AdminPostsRepository,
    AdminUsersRepository,
    AdminBillingRepository,
    AdminSiteRepository,
    AdminPostsService,
    AdminUsersService,
    AdminOverviewService,
    AdminSettingsService,
    AdminAlertsService,
    AlertsRepository,
  ],
})
export class AdminModule {}
