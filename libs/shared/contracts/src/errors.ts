import { z } from 'zod';
import { AdminErrorCode } from './admin';
import { AlertErrorCode } from './alerts';
import { AuthErrorCode } from './auth';
import { BillingErrorCode } from './billing';
import { ForumErrorCode } from './forum';
import { ListingErrorCode } from './listings';
import { MediaErrorCode } from './media';

/**
 * The general codes, any call can answer them (the feature codes are AuthErrorCode, ListingErrorCode,
 * ...). Codes are part of the public contract: clients branch on them, so a code is never renamed,
 * only added.
 */
export const ErrorCode = {
  ValidationError: 'VALIDATION_ERROR',
  BadRequest: 'BAD_REQUEST',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  MethodNotAllowed: 'METHOD_NOT_ALLOWED',
  Conflict: 'CONFLICT',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  NotReady: 'NOT_READY',
  /** 503: the database or Redis is unreachable for the moment (a restart, a failover); try again shortly. */
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  InternalError: 'INTERNAL_ERROR',
} as const;
export type GeneralErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * Every code the API can answer: the general ones and every feature's. DomainError.code has this
 * type, so a code thrown is always one listed here (and translated: catalogue `apiErrors`).
 * (The value `ErrorCode` holds the general codes only.)
 */
export type ErrorCode =
  | GeneralErrorCode
  | AuthErrorCode
  | ListingErrorCode
  | BillingErrorCode
  | MediaErrorCode
  | AdminErrorCode
  | ForumErrorCode
  | AlertErrorCode;

export const errorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** The one shape of every non-2xx answer. `requestId` is set on 5xx so support can find the log line. */
export const errorBodySchema = z
  .object({
    message: z.string(),
    code: z.string(),
    details: z.array(errorDetailSchema).optional(),
    requestId: z.string().optional(),
  })
;
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Every code any API call can answer, each once: the clients translate each one (errorMessage in @chonail/web/data). */
export const API_ERROR_CODES: readonly ErrorCode[] = [
  ...new Set<ErrorCode>([
    ...Object.values(ErrorCode),
    ...Object.values(AuthErrorCode),
    ...Object.values(ListingErrorCode),
    ...Object.values(BillingErrorCode),
    ...Object.values(MediaErrorCode),
    ...Object.values(AdminErrorCode),
    ...Object.values(ForumErrorCode),
    ...Object.values(AlertErrorCode),
  ]),
];
