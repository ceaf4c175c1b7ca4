import { Body, Controller, Delete, Get, Param, Patch, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { createZodDto } from 'nestjs-zod';
import type { z } from 'zod';
import {
  adminAlertsUpdateSchema,
  type AdminAlertsOverview,
  type AdminAlertsUpdate,
  ADMIN_TOTAL_HEADER,
  adminAuditQuerySchema,
  adminHidePostSchema,
  adminMessagesQuerySchema,
  adminPaymentsQuerySchema,
  adminPostsQuerySchema,
  adminPricingSchema,
  adminUsersQuerySchema,
  contactInfoUpdateSchema,
  idParamsSchema,
  revenueQuerySchema,
  type AdminContactMessage,
  type AdminJobPost,
  type AdminPaymentsOverview,
  type AdminPricing,
  type AdminStats,
  type AdminUserRow,
  type AuditEntry,
  type ContactInfo,
  type PaymentState,
  type RevenueReport,
} from '@chonail/shared/contracts';
import { AdminOnly, CurrentUser, type UserEntity } from '@chonail/server/auth';
import { AdminAlertsService } from './admin-alerts.service';
import { AdminOverviewService } from './admin-overview.service';
import { AdminPostsService } from './admin-posts.service';
import { AdminSettingsService } from './admin-settings.service';
import { AdminUsersService } from './admin-users.service';

class IdParams extends createZodDto(idParamsSchema) {}
class PostsQueryDto extends createZodDto(adminPostsQuerySchema) {}
class UsersQueryDto extends createZodDto(adminUsersQuerySchema) {}
class RevenueQueryDto extends createZodDto(revenueQuerySchema) {}
class PricingDto extends createZodDto(adminPricingSchema) {}
class PaymentsQueryDto extends createZodDto(adminPaymentsQuerySchema) {}
class MessagesQueryDto extends createZodDto(adminMessagesQuerySchema) {}
class AuditQueryDto extends createZodDto(adminAuditQuerySchema) {}
class ContactInfoDto extends createZodDto(contactInfoUpdateSchema) {}
class HidePostDto extends createZodDto(adminHidePostSchema) {}
class AlertsUpdateDto extends createZodDto(adminAlertsUpdateSchema) {}

/** Staff lists answer the list itself (as spec 02's client reads it); the total rides in a header. */
function paged<T>(reply: FastifyReply, page: { rows: T[]; total: number }): T[] {
  void reply.header(ADMIN_TOTAL_HEADER, String(page.total));
  return page.rows;
}

@ApiTags('admin')
@Controller('admin')
@AdminOnly()
export class AdminOverviewController {
  constructor(
    private readonly overview: AdminOverviewService,
    private readonly settings: AdminSettingsService,
    private readonly alerts: AdminAlertsService,
  ) {}

  /** Issue 39: alert texts a day, their estimated cost, and whether sending is paused. */
  @Get('alerts')
  alertsOverview(): Promise<AdminAlertsOverview> {
    return this.alerts.overview();
  }

  @Put('alerts')
  setAlerts(@Body() body: AlertsUpdateDto, @CurrentUser() admin: UserEntity): Promise<AdminAlertsOverview> {
    return this.alerts.setPaused((body as AdminAlertsUpdate).paused, admin.id);
  }

  @Get('stats')
  stats(): Promise<AdminStats> {
    return this.overview.stats();
  }

  @Get('revenue')
  revenue(@Query() query: RevenueQueryDto): Promise<RevenueReport> {
    return this.overview.revenue(query as z.output<typeof revenueQuerySchema>);
  }

  @Get('payments')
  async payments(@Query() query: PaymentsQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminPaymentsOverview> {
    const page = query as z.output<typeof adminPaymentsQuerySchema>;
    const { overview, total } = await this.overview.paymentsOverview(page.limit, page.offset);
    void reply.header(ADMIN_TOTAL_HEADER, String(total));
    return overview;
  }

  @Get('pricing')
  pricing(): Promise<AdminPricing> {
    return this.settings.pricing();
  }

  @Put('pricing')
  setPricing(@Body() body: PricingDto, @CurrentUser() admin: UserEntity): Promise<AdminPricing> {
    return this.settings.setPricing(body as AdminPricing, admin.id);
  }

  /** The read stays public (listings); only staff change it. */
  @Put('contact-info')
  setContactInfo(@Body() body: ContactInfoDto, @CurrentUser() admin: UserEntity): Promise<ContactInfo> {
    return this.settings.setContactInfo(body as ContactInfo, admin.id);
  }

  @Get('contact-messages')
  async messages(@Query() query: MessagesQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminContactMessage[]> {
    const { handled, limit, offset } = query as z.output<typeof adminMessagesQuerySchema>;
    return paged(reply, await this.settings.messages({ handled: handled === undefined ? undefined : handled === 'true', limit, offset }));
  }

  @Patch('contact-messages/:id/handled')
  handled(@Param() params: IdParams, @CurrentUser() admin: UserEntity): Promise<AdminContactMessage> {
    return this.settings.markHandled(params.id, admin.id);
  }

  @Get('audit')
  async audit(@Query() query: AuditQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuditEntry[]> {
    return paged(reply, await this.settings.auditLog(query as z.output<typeof adminAuditQuerySchema>));
  }
}

/** Spec 02 section 7 admin post calls, plus hide and restore. */
@ApiTags('admin')
@Controller('admin/job-posts')
@AdminOnly()
export class AdminJobPostsController {
  constructor(private readonly posts: AdminPostsService) {}

  @Get()
  async list(@Query() query: PostsQueryDto, @CurrentUser() admin: UserEntity, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminJobPost[]> {
    return paged(reply, await this.posts.list(query as z.output<typeof adminPostsQuerySchema>, admin.id));
  }

  @Delete(':id')
  async remove(@Param() params: IdParams, @CurrentUser() admin: UserEntity) {
    await this.posts.remove(params.id, admin.id);
    return { success: true, message: 'Job post deleted' };
  }

  @Patch(':id/hide')
  hide(@Param() params: IdParams, @Body() body: HidePostDto, @CurrentUser() admin: UserEntity): Promise<AdminJobPost> {
    return this.posts.setHidden(params.id, true, admin.id, new Date(), (body as z.output<typeof adminHidePostSchema>).reason);
  }

  @Patch(':id/restore')
  restore(@Param() params: IdParams, @CurrentUser() admin: UserEntity): Promise<AdminJobPost> {
    return this.posts.setHidden(params.id, false, admin.id);
  }

  /** Staff open any post's payment summary from its ad page. */
  @Get(':id/payment')
  payment(@Param() params: IdParams, @CurrentUser() admin: UserEntity): Promise<PaymentState | null> {
    return this.posts.payment(params.id, admin.id);
  }
}

@ApiTags('admin')
@Controller('admin/users')
@AdminOnly()
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  async list(@Query() query: UsersQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminUserRow[]> {
    return paged(reply, await this.users.list(query as z.output<typeof adminUsersQuerySchema>));
  }

  @Patch(':id/block')
  block(@Param() params: IdParams, @CurrentUser() admin: UserEntity): Promise<AdminUserRow> {
    return this.users.setBlocked(params.id, true, admin.id);
  }

  @Patch(':id/unblock')
  unblock(@Param() params: IdParams, @CurrentUser() admin: UserEntity): Promise<AdminUserRow> {
    return this.users.setBlocked(params.id, false, admin.id);
  }

  @Delete(':id')
  async remove(@Param() params: IdParams, @CurrentUser() admin: UserEntity) {
    await this.users.remove(params.id, admin.id);
    return { success: true, message: 'User deleted' };
  }
}
