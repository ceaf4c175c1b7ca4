import { HttpException, HttpStatus } from '@nestjs/common';
import { ErrorCode, type ErrorBody, type ErrorDetail } from '@chonail/shared/contracts';
import { ZodError } from 'zod';
import { ZodValidationException } from 'nestjs-zod';
import { DomainError } from './domain-error';

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  /** Unexpected failures are logged with their stack; expected 4xx answers are not. */
  unexpected: boolean;
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ErrorCode.BadRequest,
  401: ErrorCode.Unauthorized,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  405: ErrorCode.MethodNotAllowed,
  409: ErrorCode.Conflict,
  413: ErrorCode.PayloadTooLarge,
  415: ErrorCode.UnsupportedMediaType,
  429: ErrorCode.TooManyRequests,
  503: ErrorCode.NotReady,
};

/** Fastify's own rejections (bad JSON, body too large, wrong content type) get messages a person can read. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but the content type says JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

const INVALID_INPUT = 'Invalid input';

export function zodDetails(error: ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * Maps anything thrown while handling a request to the one error shape. Only DomainError, HTTP
 * exceptions and Fastify's 4xx parser errors may speak to the caller; everything else becomes a
 * 500 whose body says nothing about the cause but carries the request id the log line has.
 */
export function toErrorResponse(exception: unknown, requestId: string): ErrorResponse {
  if (exception instanceof DomainError) {
    return {
      status: exception.status,
      body: { message: exception.message, code: exception.code, ...(exception.details ? { details: exception.details } : {}) },
      unexpected: exception.status >= 500,
    };
  }
  const zodError =
    exception instanceof ZodValidationException ? exception.getZodError() : exception instanceof ZodError ? exception : undefined;
  if (zodError instanceof ZodError) {
    return {
      status: HttpStatus.BAD_REQUEST,
      body: { message: INVALID_INPUT, code: ErrorCode.ValidationError, details: zodDetails(zodError) },
      unexpected: false,
    };
  }
  if (exception instanceof HttpException && exception.getStatus() < 500) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const message =
      typeof response === 'string'
        ? response
        : typeof (response as { message?: unknown }).message === 'string'
          ? (response as { message: string }).message
          : exception.message;
    const code = (response as { code?: unknown }).code;
    return {
      status,
      body: { message, code: typeof code === 'string' ? code : (CODE_BY_STATUS[status] ?? ErrorCode.BadRequest) },
      unexpected: false,
    };
  }
  const fastifyStatus = (exception as { statusCode?: unknown })?.statusCode;
  const fastifyCode = (exception as { code?: unknown })?.code;
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500 && typeof fastifyCode === 'string') {
    return {
      status: fastifyStatus,
      body: {
        message: FASTIFY_MESSAGES[fastifyCode] ?? (fastifyStatus === 400 ? INVALID_INPUT : 'Request refused'),
        code: CODE_BY_STATUS[fastifyStatus] ?? ErrorCode.BadRequest,
      },
      unexpected: false,
    };
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: { message: 'Internal server error', code: ErrorCode.InternalError, requestId },
    unexpected: true,
  };
}
