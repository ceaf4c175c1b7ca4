import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { createZodDto } from 'nestjs-zod';
import { forgotPasswordRequestSchema, forgotPasswordResetRequestSchema, type SuccessResponse } from '@chonail/shared/contracts';
import { PinService } from './pin.service';
import { clientOf } from './token.service';

class ForgotPasswordDto extends createZodDto(forgotPasswordRequestSchema) {}
class ForgotPasswordResetDto extends createZodDto(forgotPasswordResetRequestSchema) {}

/** Forgot PIN (spec 01 section 7): these two paths sit at /api, not under /api/auth. */
@ApiTags('auth')
@Controller()
export class PasswordResetController {
  constructor(private readonly pins: PinService) {}

  /** The same answer whether or not the phone has an account. */
  @Post('forgot-password')
  @HttpCode(200)
  async forgotPassword(@Body() body: ForgotPasswordDto, @Req() request: FastifyRequest): Promise<SuccessResponse> {
    await this.pins.sendResetCode(body.phone, clientOf(request));
    return { success: true, message: 'Verification code sent!' };
  }

  @Post('forgot-password-reset')
  @HttpCode(200)
  async reset(@Body() body: ForgotPasswordResetDto, @Req() request: FastifyRequest): Promise<SuccessResponse> {
    await this.pins.reset(body.phone, body.otp, body.newPassword, clientOf(request));
    return { success: true, message: 'PIN reset successfully!' };
  }
}
