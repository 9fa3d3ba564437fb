// The argon2 binding is loaded with the first password that is hashed or checked (~5 MB less at start).
const argon2 = () => import('@node-rs/argon2');

// argon2id with the library's defaults (19 MiB, 2 passes): slow and salted (D1).
const ARGON2ID = 2;

/** Hashes a password with argon2id. */
export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, { algorithm: ARGON2ID });
}

// A valid hash of a random string: verifying against it costs the same as a real check,
// so an unknown login id answers as slowly as a wrong password.
let decoyHash: Promise<string> | undefined;

/** Checks a password against a stored hash (or a decoy when there is none, to keep timing even). */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  const target = stored ?? (await decoyHash);
  try {
    const ok = await (await argon2()).verify(target, password);
    return stored !== undefined && ok;
  } catch {
    return false;
  }
}
