import { Body, Controller, Get, HttpCode, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parse as parseCookies } from 'cookie';
import { createZodDto } from 'nestjs-zod';
import {
  AuthErrorCode,
  changePasswordRequestSchema,
  completeRegistrationRequestSchema,
  loginRequestSchema,
  refreshTokenRequestSchema,
  sendOtpRequestSchema,
  userPreferencesRequestSchema,
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
class UserPreferencesDto extends createZodDto(userPreferencesRequestSchema) {}

/**
 * The site language the request was made in: the shell's `language` cookie (set whenever the
 * language is switched); null when the browser never said.
 */
const cookieLanguage = (request: FastifyRequest): 'vi' | 'en' | null => {
  const lang = parseCookies(request.headers.cookie ?? '')['language'];
  return lang === 'vi' || lang === 'en' ? lang : null;
};

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
    await this.rememberLanguage(answer.user.id, null, request);
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
    await this.rememberLanguage(answer.user.id, null, request);
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

  /** The shell asks this at every start of a signed-in visit: a language switched since is recorded here. */
  @Get('user')
  @SignedIn()
  async user(@CurrentUser() user: UserEntity, @Req() request: FastifyRequest): Promise<User> {
    await this.rememberLanguage(user.id, user.language, request);
    return toUser(user);
  }

  /** Issue 39: the portal's settings switches (today: texts before the member's posts expire). */
  @Patch('user/preferences')
  @HttpCode(200)
  @SignedIn()
  async preferences(@Body() body: UserPreferencesDto, @CurrentUser() user: UserEntity, @Req() request: FastifyRequest): Promise<User> {
    await this.users.setExpiryReminders(user.id, body.expiryReminders);
    await this.rememberLanguage(user.id, user.language, request);
    return toUser({ ...user, expiryReminders: body.expiryReminders });
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

  /** The texts the server sends by itself (expiry reminders) go in the language the member uses the site in. */
  private async rememberLanguage(userId: number, stored: 'vi' | 'en' | null, request: FastifyRequest): Promise<void> {
    const lang = cookieLanguage(request);
    if (lang && lang !== stored) await this.users.rememberLanguage(userId, lang);
  }
}
