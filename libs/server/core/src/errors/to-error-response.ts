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

const UNAVAILABLE = 'Service temporarily unavailable; please try again shortly';

/** ioredis' own words when it cannot send a command (disconnected, reconnecting, given up, no answer in time). */
const REDIS_UNAVAILABLE = [
  "Stream isn't writeable and enableOfflineQueue options is false",
  'Connection is closed.',
  'Command timed out',
  'Reached the max retries per request limit',
];
/** Redis answering that it cannot serve now: loading its data after a restart, a replica, a failover. */
const REDIS_NOT_NOW = /^(LOADING|READONLY|MASTERDOWN|CLUSTERDOWN|TRYAGAIN) /;
/** node-postgres and pg-pool when the connection is gone, never made, or not made in time. */
const PG_UNAVAILABLE = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
/** Socket errors from connecting to or talking with a server that is down or unreachable. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * PostgreSQL's SQLSTATEs for "not now": class 08 (connection exception), 53300 (too many
 * connections) and 57P01-57P03 (the server is shutting down, crashed, or still starting).
 */
const PG_UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|53300|57P0[123])$/;

/**
 * True when the error says a store (PostgreSQL, Redis) could not be reached rather than that the
 * request or our code was wrong. Looks through TypeORM's driverError, `cause` and AggregateError's
 * `errors`, where the socket error often is.
 */
export function isStoreUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  if (name === 'MaxRetriesPerRequestError') return true;
  // TypeORM releases a query runner whose connection broke (the server ended it mid-transaction);
  // the transaction's next query then says so. Misusing a released runner would say the same, but
  // that fails every time in tests, and the stack is still logged either way.
  if (name === 'QueryRunnerAlreadyReleasedError') return true;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_UNAVAILABLE_STATE.test(code))) return true;
  if (typeof message === 'string') {
    if (REDIS_UNAVAILABLE.some((m) => message.startsWith(m)) || REDIS_NOT_NOW.test(message)) return true;
    if (PG_UNAVAILABLE.some((m) => message.startsWith(m))) return true;
  }
  const nested = error as { driverError?: unknown; cause?: unknown; errors?: unknown };
  const inner = [nested.driverError, nested.cause, ...(Array.isArray(nested.errors) ? nested.errors : [])];
  return inner.some((e) => e !== error && isStoreUnavailable(e, depth + 1));
}

export function zodDetails(error: ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * Maps anything thrown while handling a request to the one error shape. Only DomainError, HTTP
 * exceptions and Fastify's 4xx parser errors may speak to the caller; a store that cannot be
 * reached becomes 503 SERVICE_UNAVAILABLE; everything else becomes a 500. Neither body says
 * anything about the cause, both carry the request id the log line has.
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
  if (isStoreUnavailable(exception)) {
    // Logged like any unexpected failure (the outage is worth seeing), but the caller learns it is
    // temporary: nothing was wrong with the request, and trying again shortly will work.
    return {
      status: HttpStatus.SERVICE_UNAVAILABLE,
      body: { message: UNAVAILABLE, code: ErrorCode.ServiceUnavailable, requestId },
      unexpected: true,
    };
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: { message: 'Internal server error', code: ErrorCode.InternalError, requestId },
    unexpected: true,
  };
}
