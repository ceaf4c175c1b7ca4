import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '@chonail/server/core';
import { AccessTokenGuard } from './access-token.guard';
import { AuthController } from './auth.controller';
import { OtpCodeEntity } from './entities/otp-code.entity';
import { SessionEntity } from './entities/session.entity';
import { UserEntity } from './entities/user.entity';
import { LoginService } from './login.service';
import { OtpService } from './otp.service';
import { RegistrationService } from './registration.service';
import { SmsModule } from './sms';
import { TokenService } from './token.service';

@Module({})
export class AuthModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AuthModule,
      imports: [TypeOrmModule.forFeature([UserEntity, OtpCodeEntity, SessionEntity]), SmsModule.forRoot(config)],
      controllers: [AuthController],
      providers: [OtpService, TokenService, RegistrationService, LoginService, AccessTokenGuard],
      exports: [TokenService, LoginService, AccessTokenGuard, TypeOrmModule],
    };
  }
}
