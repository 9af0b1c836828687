/** A failed call as spec §8 describes it: reason, status, type and the inner error. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    readonly type: string,
    readonly inner?: unknown,
  ) {
    super(reason);
  }
}
