/**
 * The rows of a raw `db.execute` result from either driver (PGlite and node-postgres both answer
 * `{ rows }`). Numeric columns come back as strings from node-postgres: convert where read.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
