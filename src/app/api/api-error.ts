/** A failed call as spec §8 describes it: reason, user, status, type and the inner error. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    readonly type: string,
    readonly inner?: unknown,
    readonly user: string | null = null,
  ) {
    super(reason);
    this.name = 'ApiError';
  }

  get isUnauthorized() {
    return this.status === 401 || this.type === 'UnauthorizedAccess';
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
