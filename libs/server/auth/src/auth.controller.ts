import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createZodDto } from 'nestjs-zod';
import {
  AuthErrorCode,
  changePasswordRequestSchema,
  completeRegistrationRequestSchema,
  loginRequestSchema,
  refreshTokenRequestSchema,
  sendOtpRequestSchema,
  type AuthResponse,
  type SuccessResponse,
  type User,
} from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core/base';
import { CurrentSessionId, CurrentUser, SignedIn } from './access-token.guard';
import { deviceCookie, deviceTokenFromCookie } from './device-cookie';
import { toUser, UserEntity } from './entities/user.entity';
import { LoginService } from './login.service';
import { PinService } from './pin.service';
import { RegistrationService } from './registration.service';
import { clientOf, refreshCookie, refreshTokenFromCookie, TokenService } from './token.service';
import { UsersRepository } from './users.repository';

class SendOtpDto extends createZodDto(sendOtpRequestSchema) {}
class CompleteRegistrationDto extends createZodDto(completeRegistrationRequestSchema) {}
class LoginDto extends createZodDto(loginRequestSchema) {}
class RefreshTokenDto extends createZodDto(refreshTokenRequestSchema) {}
class ChangePasswordDto extends createZodDto(changePasswordRequestSchema) {}

/** Spec 01 section 7 account calls. */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly logins: LoginService,
    private readonly tokens: TokenService,
    private readonly pins: PinService,
    private readonly users: UsersRepository,
  ) {}

  @Post('send-otp')
  @HttpCode(200)
  async sendOtp(@Body() body: SendOtpDto, @Req() request: FastifyRequest) {
    await this.registration.sendCode(body, clientOf(request));
    return { success: true, phone: body.phone, message: 'OTP sent successfully! Please check your SMS messages.' };
  }

  @Post('complete-registration')
  @HttpCode(201)
  async completeRegistration(
    @Body() body: CompleteRegistrationDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthResponse> {
    const { deviceToken, ...answer } = await this.registration.complete(body, clientOf(request), deviceTokenFromCookie(request.headers.cookie));
    void reply.header('Set-Cookie', [refreshCookie(answer.refreshToken, request.headers.host), deviceCookie(deviceToken, request.headers.host)]);
    return answer;
  }

  @Post('login')
  @HttpCode(200)
  async login(@Body() body: LoginDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuthResponse> {
    const { deviceToken, ...answer } = await this.logins.login(body.phone, body.password, clientOf(request), {
      deviceToken: deviceTokenFromCookie(request.headers.cookie),
      code: body.code,
      totp: body.totp,
    });
    void reply.header('Set-Cookie', [refreshCookie(answer.refreshToken, request.headers.host), deviceCookie(deviceToken, request.headers.host)]);
    return answer;
  }

  /** Browsers send the HttpOnly cookie; other clients may send `{ refreshToken }`. */
  @Post('refresh-token')
  @HttpCode(200)
  async refresh(@Body() body: RefreshTokenDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const presented = body.refreshToken ?? refreshTokenFromCookie(request.headers.cookie);
    if (!presented) throw new DomainError(AuthErrorCode.SessionExpired, 'Please login', 401);
    try {
      const tokens = await this.tokens.rotate(presented, clientOf(request), (id) => this.users.findById(id));
      void reply.header('Set-Cookie', refreshCookie(tokens.refreshToken, request.headers.host));
      return tokens;
    } catch (error) {
      void reply.header('Set-Cookie', refreshCookie('', request.headers.host));
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@Body() body: RefreshTokenDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const presented = body.refreshToken ?? refreshTokenFromCookie(request.headers.cookie);
    if (presented) await this.tokens.revoke(presented);
    void reply.header('Set-Cookie', refreshCookie('', request.headers.host));
    return { success: true };
  }

  @Get('user')
  @SignedIn()
  user(@CurrentUser() user: UserEntity): User {
    return toUser(user);
  }

  @Post('change-password')
  @HttpCode(200)
  @SignedIn()
  async changePassword(
    @Body() body: ChangePasswordDto,
    @CurrentUser() user: UserEntity,
    @CurrentSessionId() sessionFamilyId: string,
  ): Promise<SuccessResponse> {
    await this.pins.change(user, sessionFamilyId, body.currentPassword, body.newPassword);
    return { success: true, message: 'PIN changed successfully' };
  }
}
