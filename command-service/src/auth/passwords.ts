import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm and cost); the hash string carries its own parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  try {
    return await verify(hashed ?? (await dummyHash()), password).then(
      (ok) => ok && hashed !== null,
    );
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Verifying against this when no user matches keeps a wrong identifier as slow as a wrong password. */
function dummyHash(): Promise<string> {
  dummy ??= hash('no-such-user-password');
  return dummy;
}
