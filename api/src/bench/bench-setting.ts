/** A benchmark's whole-number setting from the environment (BENCH_…), or its default. */
export function benchSetting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number`);
  return value;
}
