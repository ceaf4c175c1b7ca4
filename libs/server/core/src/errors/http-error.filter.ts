import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializeError, type JsonLogger } from '../logging/json-logger';
import { toErrorResponse } from './to-error-response';

/** The one place an HTTP error becomes a response: `{ message, code }` (+ details, + requestId on 5xx). */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: JsonLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    sendError(this.logger, exception, request, reply);
  }
}

export function sendError(logger: JsonLogger, exception: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body, unexpected } = toErrorResponse(exception, request.id);
  if (unexpected) {
    logger.entry('error', 'request failed', {
      requestId: request.id,
      method: request.method,
      url: request.url,
      err: serializeError(exception),
    });
  }
  if (reply.sent) return;
  void reply.status(status).header('x-request-id', request.id);
  // A store is briefly away: clients that honour it come back when it likely is not.
  if (status === 503) void reply.header('retry-after', '5');
  void reply.send(body);
}
