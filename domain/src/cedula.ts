// The Uruguayan cédula de identidad: up to seven digits and a check digit. The check digit is
// the one the Dirección Nacional de Identificación Civil computes: the digits, padded to seven
// on the left, weighted 2 9 8 7 6 3 4, summed; the check digit brings the sum to a multiple of 10.

const WEIGHTS = [2, 9, 8, 7, 6, 3, 4] as const;

/** The check digit of a cédula's number (without its check digit), or null if it is not 1-7 digits. */
export function cedulaCheckDigit(number: string): number | null {
  if (!/^\d{1,7}$/.test(number)) return null;
  const digits = number.padStart(7, '0');
  let sum = 0;
  for (let index = 0; index < 7; index += 1) sum += Number(digits[index]) * (WEIGHTS[index] ?? 0);
  return (10 - (sum % 10)) % 10;
}

/** The digits of a cédula as typed: '1.234.567-2', '1234567 2' and '12345672' all give '12345672'. */
export function cedulaDigits(value: string): string {
  return value.replace(/[\s.\-_]/g, '');
}

/** A cédula as typed is valid: 2 to 8 digits once dots, spaces and the dash are taken out, the last the right check digit. */
export function isValidCedula(value: string): boolean {
  const digits = cedulaDigits(value);
  if (!/^\d{2,8}$/.test(digits)) return false;
  return cedulaCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

/** A valid cédula as stored and shown: '1.234.567-2'. */
export function formatCedula(value: string): string {
  const digits = cedulaDigits(value);
  const number = digits.slice(0, -1).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${number}-${digits.slice(-1)}`;
}
