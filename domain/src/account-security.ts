// The account rules the gateway enforces and the screens explain: lockout, temporary passwords,
// second-factor codes, and the names of what the security log records.

/** Failed sign-ins in a row on one mail from one address (or wrong codes of one account) that lock them out… */
export const LOCKOUT_ATTEMPTS = 5;
/** …and for how long. */
export const LOCKOUT_MINUTES = 15;
/** A password an admin chose or generated signs in for this long, and only to be changed. */
export const TEMPORARY_PASSWORD_HOURS = 72;
/** Between a right password and its code: long enough to unlock a phone, short for a thief. */
export const CODE_CHALLENGE_MINUTES = 5;
export const RECOVERY_CODE_COUNT = 10;

/** A code from the authenticator app: six digits (spaces, as some apps show them, are ignored). */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

/**
 * A recovery code as the member types it, made comparable: case, spaces and dashes do not
 * matter ('ab3k-9pqz' = 'AB3K 9PQZ'). Null when it cannot be one.
 */
export function normalizeRecoveryCode(code: string): string | null {
  const plain = code.replace(/[\s-]/g, '').toLowerCase();
  return /^[a-z0-9]{8}$/.test(plain) ? plain : null;
}

/** What the security log records; the member's page shows each with its label. */
export const SECURITY_ACTIONS = {
  sign_in_succeeded: 'Inició sesión',
  sign_in_code_required: 'Contraseña correcta, falta el código',
  sign_in_failed: 'Contraseña incorrecta',
  sign_in_unknown_mail: 'Intento con un mail que no es de ningún socio',
  sign_in_inactive: 'Intento con la cuenta dada de baja',
  sign_in_while_locked: 'Intento mientras estaba bloqueado',
  temporary_password_expired: 'Intento con la contraseña temporal vencida',
  code_failed: 'Código incorrecto',
  recovery_code_used: 'Entró con un código de recuperación',
  account_locked: `Bloqueado ${LOCKOUT_MINUTES} minutos tras ${LOCKOUT_ATTEMPTS} intentos fallidos`,
  two_factor_enrolled: 'Activó la verificación en dos pasos',
  two_factor_removed: 'Un administrador le quitó la verificación en dos pasos',
  password_changed: 'Cambió su contraseña',
  temporary_password_issued: 'Un administrador le dio una contraseña temporal',
  tokens_revoked: 'Se cerraron sus sesiones abiertas',
  signed_out: 'Cerró sesión',
} as const;

export type SecurityAction = keyof typeof SECURITY_ACTIONS;

export function securityActionLabel(action: string): string {
  return action in SECURITY_ACTIONS ? SECURITY_ACTIONS[action as SecurityAction] : action;
}
