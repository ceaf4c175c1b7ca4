import { DomainError } from '../errors/domain-error';

/** Awaits a call that must be refused, expects a DomainError with the code and status (and message, when given), and returns it. */
export async function rejectsWithDomainError(attempt: Promise<unknown>, code: string, status: number, message?: string): Promise<DomainError> {
  const error = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ code, status, ...(message !== undefined && { message }) });
  return error as DomainError;
}
