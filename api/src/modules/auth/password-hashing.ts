import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package's const enum cannot be read under isolatedModules.
const ARGON2ID = 2;

/** argon2id's cost: memory in KiB, passes, lanes. Each hash records the cost it was made with. */
export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * OWASP's argon2id baseline (19 MiB, 2 passes) keeps a login around 30–60 ms on these machines.
 * The API, its worker and the demo seed hash with it; only the API tests' kit (api/src/testing)
 * gives buildApp a cheaper cost, and no setting or variable can (ADR 038, session 22).
 */
export const OWASP_PASSWORD_HASHING: Readonly<PasswordHashing> = Object.freeze({
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
});

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Checks against a hash of any cost: argon2 reads the cost from the hash. */
  verify(passwordHash: string, password: string): Promise<boolean>;
}

export function passwordHasher(cost: PasswordHashing = OWASP_PASSWORD_HASHING): PasswordHasher {
  const options = { algorithm: ARGON2ID, ...cost };
  return {
    hash: (password) => hash(password, options),
    verify: verifyPassword,
  };
}

export function hashPassword(password: string): Promise<string> {
  return passwordHasher().hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
