import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId?: string;
  jobId?: string;
  jobName?: string;
}

/** Carries the request id (API) or job id (worker) to every log line written while handling it. */
export const requestContext = new AsyncLocalStorage<RequestContext>();
