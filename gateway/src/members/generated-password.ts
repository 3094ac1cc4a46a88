import { randomInt } from 'node:crypto';

// Letters and digits that cannot be mistaken for one another when read aloud or copied by hand.
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new password the admin passes on to the member: 12 characters, ~68 bits. */
export function generatePassword(): string {
  let password = '';
  for (let i = 0; i < 12; i++) password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return password;
}
