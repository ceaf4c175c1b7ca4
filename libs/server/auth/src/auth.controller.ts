import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createZodDto } from 'nestjs-zod';
import { completeRegistrationRequestSchema, sendOtpRequestSchema, type AuthResponse, type User } from '@chonail/shared/contracts';
import { AccessTokenGuard, CurrentUser } from './access-token.guard';
import { toUser, type UserEntity } from './entities/user.entity';
import { RegistrationService } from './registration.service';
import { refreshCookie, type ClientInfo } from './token.service';

class SendOtpDto extends createZodDto(sendOtpRequestSchema) {}
class CompleteRegistrationDto extends createZodDto(completeRegistrationRequestSchema) {}

const clientOf = (request: FastifyRequest): ClientInfo => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** Spec 01 section 7 account calls. */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly registration: RegistrationService) {}

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
    const answer = await this.registration.complete(body, clientOf(request));
    void reply.header('Set-Cookie', refreshCookie(answer.refreshToken, request.headers.host));
    return answer;
  }

  @Get('user')
  @UseGuards(AccessTokenGuard)
  user(@CurrentUser() user: UserEntity): User {
    return toUser(user);
  }
}
