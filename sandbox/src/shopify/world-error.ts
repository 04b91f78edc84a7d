/** A control call or admin action the world refuses: an unknown thing, or one not allowed now. */
export class WorldError extends Error {
  constructor(
    readonly code: 'NOT_FOUND' | 'INVALID',
    message: string,
  ) {
    super(message);
  }
}
