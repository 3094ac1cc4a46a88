import type { ContentfulStatusCode } from 'hono/utils/http-status';

// The two error shapes supabase-js reads: Auth (GoTrue) `{ code, error_code, msg }`, where it
// takes `error_code` as the error's code and `msg` as its message, and Storage
// `{ statusCode, error, message }`. Messages are in Spanish: the auth UI shows them as they are.

export class AuthApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: string,
    readonly msg: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(`${status} ${errorCode}`);
    this.name = 'AuthApiError';
  }

  get body() {
    return { code: this.status, error_code: this.errorCode, msg: this.msg, ...this.extra };
  }
}

export class StorageApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly error: string,
    override readonly message: string,
  ) {
    super(message);
    this.name = 'StorageApiError';
  }

  get body() {
    return { statusCode: String(this.status), error: this.error, message: this.message };
  }
}

export const authErrors = {
  noApiKey: () =>
    new AuthApiError(
      401,
      'no_api_key',
      'Falta la clave pública del servicio (cabecera apikey) o no es válida.',
    ),
  badJson: () => new AuthApiError(400, 'bad_json', 'El cuerpo de la solicitud no es JSON válido.'),
  validation: (msg: string) => new AuthApiError(400, 'validation_failed', msg),
  invalidCredentials: () => new AuthApiError(400, 'invalid_credentials', 'Correo o contraseña incorrectos.'),
  emailNotConfirmed: () =>
    new AuthApiError(
      400,
      'email_not_confirmed',
      'Todavía no confirmaste tu correo: abrí el enlace que te enviamos.',
    ),
  noAuthorization: () =>
    new AuthApiError(401, 'no_authorization', 'Esta solicitud necesita una sesión (cabecera Authorization).'),
  badJwt: () => new AuthApiError(403, 'bad_jwt', 'La sesión no es válida o venció: volvé a ingresar.'),
  sessionNotFound: () =>
    new AuthApiError(
      403,
      'session_not_found',
      'La sesión terminó (se cerró o la reemplazó otra): volvé a ingresar.',
    ),
  refreshTokenNotFound: () =>
    new AuthApiError(400, 'refresh_token_not_found', 'Token de renovación inválido: volvé a ingresar.'),
  refreshTokenAlreadyUsed: () =>
    new AuthApiError(
      400,
      'refresh_token_already_used',
      'Token de renovación ya usado: por seguridad se cerró esa sesión; volvé a ingresar.',
    ),
  otpExpired: () =>
    new AuthApiError(403, 'otp_expired', 'El código o enlace es inválido o venció: pedí uno nuevo.'),
  weakPassword: () =>
    new AuthApiError(422, 'weak_password', 'La contraseña debe tener al menos 6 caracteres.', {
      weak_password: { reasons: ['length'] },
    }),
  samePassword: () =>
    new AuthApiError(422, 'same_password', 'La nueva contraseña debe ser distinta de la actual.'),
  emailExists: () => new AuthApiError(422, 'email_exists', 'Ya hay una cuenta con ese correo.'),
  // Sign-up is closed (GoTrue's answers with disable_signup): the club opens the accounts. The same
  // words for an address without an account and for a club member's, so neither is told apart.
  signupDisabled: () =>
    new AuthApiError(
      422,
      'signup_disabled',
      'Este servicio no abre cuentas nuevas: las abre el club. Si sos administrador, entrá al club y abrí los gastos desde ahí.',
    ),
  otpDisabled: () =>
    new AuthApiError(
      422,
      'otp_disabled',
      'Este servicio no manda enlaces ni códigos a ese correo. Si sos administrador del club, entrá al club y abrí los gastos desde ahí.',
    ),
  /** A change the club decides for the accounts of its members (their password, their address). */
  clubAccount: (what: string) =>
    new AuthApiError(
      422,
      'club_account',
      `${what} de tu cuenta es la del club: cambiala en el club, no en este servicio.`,
    ),
  tooManySignIns: (seconds: number) =>
    new AuthApiError(
      429,
      'over_request_rate_limit',
      `Demasiados intentos de ingreso. Esperá ${seconds} segundos y probá de nuevo.`,
    ),
  tooManyMailRequests: (seconds: number) =>
    new AuthApiError(
      429,
      'over_email_send_rate_limit',
      `Demasiados pedidos de correos desde tu conexión. Esperá ${seconds} segundos y probá de nuevo.`,
    ),
  rateLimited: (seconds: number) =>
    new AuthApiError(
      429,
      'over_email_send_rate_limit',
      `Por seguridad, esperá ${seconds} segundos antes de pedir otro correo.`,
    ),
  phoneDisabled: () =>
    new AuthApiError(
      400,
      'phone_provider_disabled',
      'El ingreso por teléfono (SMS o WhatsApp) no está disponible en este servicio: usá tu correo.',
    ),
  providerDisabled: (provider: string) =>
    new AuthApiError(
      400,
      'provider_disabled',
      `El ingreso con ${provider || 'ese proveedor'} no está configurado en este servicio: usá tu correo y contraseña o un enlace mágico.`,
    ),
  mfaDisabled: () =>
    new AuthApiError(
      422,
      'mfa_totp_enroll_not_enabled',
      'La verificación en dos pasos no está disponible en este servicio.',
    ),
  notSupported: (what: string) =>
    new AuthApiError(400, 'validation_failed', `${what} no está disponible en este servicio.`),
};

export const storageErrors = {
  noApiKey: () =>
    new StorageApiError(
      401,
      'Unauthorized',
      'Falta la clave pública del servicio (cabecera apikey) o no es válida.',
    ),
  signInRequired: () =>
    new StorageApiError(401, 'Unauthorized', 'Tenés que iniciar sesión para subir archivos.'),
  signInToRead: () => new StorageApiError(401, 'Unauthorized', 'Tenés que iniciar sesión para ver archivos.'),
  invalidJwt: () =>
    new StorageApiError(401, 'Unauthorized', 'La sesión no es válida o venció: volvé a ingresar.'),
  notYourFolder: () =>
    new StorageApiError(403, 'Unauthorized', 'Solo podés subir archivos a tu propia carpeta ({tu id}/...).'),
  bucketNotFound: () => new StorageApiError(404, 'Bucket not found', 'No existe ese contenedor (bucket).'),
  objectNotFound: () => new StorageApiError(404, 'not_found', 'No existe ese archivo.'),
  held: () =>
    new StorageApiError(
      403,
      'Unauthorized',
      'Este archivo es el comprobante de un registro: no se puede reemplazar ni borrar.',
    ),
  badSignedUrl: () =>
    new StorageApiError(400, 'InvalidJWT', 'El enlace del archivo no es válido o venció: pedí uno nuevo.'),
  duplicate: () =>
    new StorageApiError(409, 'Duplicate', 'Ya hay un archivo con ese nombre (The resource already exists).'),
  badPath: (why: string) => new StorageApiError(400, 'InvalidKey', `Nombre de archivo inválido: ${why}.`),
  tooLarge: () => new StorageApiError(413, 'Payload too large', 'El archivo supera el máximo de 10 MB.'),
  badType: () =>
    new StorageApiError(
      415,
      'invalid_mime_type',
      'Solo se aceptan imágenes (JPEG, PNG, WebP, GIF, HEIC) o PDF; el contenido del archivo no es ninguno de esos.',
    ),
  noFile: () => new StorageApiError(400, 'InvalidRequest', 'No llegó ningún archivo.'),
  quotaExceeded: (megabytes: number) =>
    new StorageApiError(
      413,
      'Payload too large',
      `Tu cuenta llegó a su espacio máximo (${megabytes} MB): este archivo no entra. Pedile al responsable del servidor que lo amplíe.`,
    ),
  tooManyUploads: (seconds: number) =>
    new StorageApiError(
      429,
      'too_many_requests',
      `Demasiadas subidas desde tu conexión. Esperá ${seconds} segundos y probá de nuevo.`,
    ),
  badRequest: (message: string) => new StorageApiError(400, 'InvalidRequest', message),
};
