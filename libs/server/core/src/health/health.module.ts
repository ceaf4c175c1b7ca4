import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { DatabaseProbeRepository } from './database-probe.repository';
import { HealthService } from './health.service';

@Module({ controllers: [HealthController], providers: [HealthService, DatabaseProbeRepository] })
export class HealthModule {}
