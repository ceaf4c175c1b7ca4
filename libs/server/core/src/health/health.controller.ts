import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { createZodDto } from 'nestjs-zod';
import { ErrorCode, healthSchema, readinessSchema } from '@chonail/shared/contracts';
import { HealthService } from './health.service';

class HealthDto extends createZodDto(healthSchema) {}
class ReadinessDto extends createZodDto(readinessSchema) {}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('live')
  @ApiOkResponse({ description: 'The process answers.' })
  live(): { status: 'live' } {
    return { status: 'live' };
  }

  @Get('ready')
  @ApiOkResponse({ type: ReadinessDto, description: 'Database and Redis answer; the worker is not considered.' })
  @ApiServiceUnavailableResponse({ description: 'Database or Redis is down.' })
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const readiness = await this.health.readiness();
    if (readiness.status === 'ready') return readiness;
    void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { message: 'Not ready: database or Redis is down', code: ErrorCode.NotReady, ...readiness };
  }

  @Get()
  @ApiOkResponse({ type: HealthDto, description: 'Status of database, Redis, worker and queues, for people and monitoring.' })
  @ApiServiceUnavailableResponse({ description: 'Database or Redis is down (the body still has every status).' })
  async status(@Res({ passthrough: true }) reply: FastifyReply) {
    const health = await this.health.health();
    if (health.status !== 'down') return health;
    void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { message: 'Database or Redis is down', code: ErrorCode.NotReady, ...health };
  }
}
