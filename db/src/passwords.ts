import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its default cost: ~8 ms a verify here.
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
