import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '@chonail/server/core';
import { AccessTokenGuard, AdminGuard, OptionalAccessTokenGuard } from './access-token.guard';
import { AdminBootstrap } from './admin-account';
import { AuthController } from './auth.controller';
import { OtpCodeEntity } from './entities/otp-code.entity';
import { SessionEntity } from './entities/session.entity';
import { UserEntity } from './entities/user.entity';
import { LoginService } from './login.service';
import { OtpService } from './otp.service';
import { PasswordResetController } from './password-reset.controller';
import { PinService } from './pin.service';
import { RegistrationService } from './registration.service';
import { SmsModule } from './sms';
import { TokenService } from './token.service';

@Module({})
export class AuthModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AuthModule,
      // Every feature module guards its routes with these, so they are available everywhere.
      global: true,
      imports: [TypeOrmModule.forFeature([UserEntity, OtpCodeEntity, SessionEntity]), SmsModule.forRoot(config)],
      controllers: [AuthController, PasswordResetController],
      providers: [
        OtpService,
        TokenService,
        RegistrationService,
        LoginService,
        PinService,
        AccessTokenGuard,
        AdminGuard,
        OptionalAccessTokenGuard,
        AdminBootstrap,
      ],
      // Guards are exported with what they need, so other feature modules can use them.
      exports: [TokenService, LoginService, AccessTokenGuard, AdminGuard, OptionalAccessTokenGuard, TypeOrmModule],
    };
  }
}
