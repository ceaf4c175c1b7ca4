import type { ErrorCode, ErrorDetail } from '@chonail/shared/contracts';

/**
 * A failure the caller can act on: it always has a code from the contracts and a message safe to
 * show. Feature code throws these; the error filter turns them into `{ message, code }`.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status = 400,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
