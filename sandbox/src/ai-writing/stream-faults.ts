/**
 * How the stand-in streams, settable from its control page: the pause between pieces (a slow
 * model) and a stream that breaks off after some pieces (a dropped connection). "Down", "slow
 * to answer" and "rate-limited" are the shared service conditions.
 */
export interface StreamFaults {
  /** Pause before each streamed piece, in milliseconds. */
  pieceDelayMs: number;
  /** Close the connection after this many content pieces, without finishing; null: never. */
  breakAfterPieces: number | null;
}

export const DEFAULT_PIECE_DELAY_MS = 15;

export function normalStreamFaults(): StreamFaults {
  return { pieceDelayMs: DEFAULT_PIECE_DELAY_MS, breakAfterPieces: null };
}

/** Merges a control request into the faults; returns the problems with the input, if any. */
export function updateStreamFaults(faults: StreamFaults, input: unknown): string[] {
  if (typeof input !== 'object' || input === null) return ['body must be a JSON object'];
  const body = input as Record<string, unknown>;
  const problems: string[] = [];
  if ('pieceDelayMs' in body) {
    const value = body.pieceDelayMs;
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 60_000)
      faults.pieceDelayMs = value;
    else problems.push('pieceDelayMs must be an integer between 0 and 60000');
  }
  if ('breakAfterPieces' in body) {
    const value = body.breakAfterPieces;
    if (value === null || value === '') faults.breakAfterPieces = null;
    else if (typeof value === 'number' && Number.isInteger(value) && value >= 0)
      faults.breakAfterPieces = value;
    else problems.push('breakAfterPieces must be a whole number or null');
  }
  return problems;
}
