import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@chonail/server/core/base';
import { AccessTokenGuard, AdminGuard, OptionalAccessTokenGuard } from './access-token.guard';
import { AdminBootstrap } from './admin-account';
import { AdminAccountsRepository } from './admin-accounts.repository';
import { AuthController } from './auth.controller';
import { OtpCodeEntity } from './entities/otp-code.entity';
import { SessionEntity } from './entities/session.entity';
import { UserEntity } from './entities/user.entity';
import { KnownDeviceEntity } from './entities/known-device.entity';
import { JwtStrategy } from './jwt.strategy';
import { KnownDevicesRepository } from './known-devices.repository';
import { LoginService } from './login.service';
import { OtpCodesRepository } from './otp-codes.repository';
import { OtpService } from './otp.service';
import { PasswordResetController } from './password-reset.controller';
import { PinHasher, peppersOf } from './pin-hasher';
import { StaffTotp } from './staff-totp';
import { PinService } from './pin.service';
import { RegistrationService } from './registration.service';
import { SessionsRepository } from './sessions.repository';
import { SmsModule } from './sms';
import { TokenService } from './token.service';
import { UsersRepository } from './users.repository';

@Module({})
export class AuthModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AuthModule,
      // Every feature module guards its routes with these, so they are available everywhere.
      global: true,
      imports: [TypeOrmModule.forFeature([UserEntity, OtpCodeEntity, SessionEntity, KnownDeviceEntity]), SmsModule.forRoot(config)],
      controllers: [AuthController, PasswordResetController],
      providers: [
        OtpService,
        TokenService,
        RegistrationService,
        LoginService,
        PinService,
        { provide: PinHasher, useFactory: (appConfig: AppConfig) => new PinHasher(peppersOf(appConfig)), inject: [APP_CONFIG] },
        { provide: StaffTotp, useFactory: (appConfig: AppConfig) => new StaffTotp(peppersOf(appConfig)), inject: [APP_CONFIG] },
        KnownDevicesRepository,
        // Registers itself with passport as 'jwt' when built; the guards below authenticate through it.
        JwtStrategy,
        AccessTokenGuard,
        AdminGuard,
        OptionalAccessTokenGuard,
        AdminBootstrap,
        UsersRepository,
        OtpCodesRepository,
        SessionsRepository,
        AdminAccountsRepository,
      ],
      // Guards are exported with what they need, so other feature modules can use them: a guard named
      // in another module's @UseGuards is built in that module, from what this one exports.
      exports: [TokenService, LoginService, AccessTokenGuard, AdminGuard, OptionalAccessTokenGuard, UsersRepository],
    };
  }
}
