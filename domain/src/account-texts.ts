// The words of signing in and changing the password, and the generic errors those screens and the
// gateway share. Not groups of `texts`: the shell loads those screens lazily (decision 031), and
// rspack keeps only the groups of `texts` some module reads, as long as the object is plain
// literals; the sign-in words would otherwise sit in every first view, read or not.

export const loginTexts = {
  logoAlt: 'Logo del club',
  title: 'INICIO DE SESIÓN',
  mailPlaceholder: 'Correo electrónico',
  passwordPlaceholder: 'Contraseña',
  submit: 'ACCEDER',
  invalidMail: 'Mail incorrecto',
  invalidMailOrPassword: 'Mail o contraseña incorrectos',
  tooManyAttempts: 'Demasiados intentos, esperá un minuto y probá de nuevo',
  accountLocked: 'Demasiados intentos fallidos con este mail: esperá 15 minutos y probá de nuevo.',
  temporaryExpired: 'Tu contraseña temporal venció. Pedile una nueva a un administrador.',
  codeTitle: 'VERIFICACIÓN EN DOS PASOS',
  codeRequired:
    'Escribí el código de 6 dígitos de tu app de autenticación, o uno de tus códigos de recuperación.',
  codePlaceholder: 'Código',
  codeSubmit: 'VERIFICAR',
  wrongCode: 'El código no es correcto',
  codeExpired: 'Pasaron más de 5 minutos: volvé a iniciar sesión',
  back: 'Volver',
} as const;

export const changePasswordTexts = {
  title: 'CAMBIAR CONTRASEÑA',
  oldPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  repeatPassword: 'Repetir contraseña',
  accept: 'Aceptar',
  cancel: 'Cancelar',
  wrongOldPassword: 'La contraseña actual no es correcta',
  mismatch: 'Las contraseñas nuevas no coinciden',
  tooShort: 'La nueva contraseña debe tener al menos 8 caracteres',
  sameAsOld: 'La nueva contraseña debe ser distinta de la actual',
  temporaryNotice: 'Tu contraseña es temporal: elegí una nueva para seguir.',
} as const;

export const genericTexts = {
  badRequest: 'La solicitud no es válida',
  serverError: 'Hubo un problema con los servidores',
  bodyTooLarge: 'La solicitud es demasiado grande',
  notFound: 'No encontrado',
  concurrentChange: 'Otro cambio se guardó al mismo tiempo. Probá de nuevo',
  jsonOnly: 'Mandá los datos como JSON (application/json)',
  tooManyMails: 'Mandaste demasiados correos seguidos: esperá un rato y probá de nuevo',
} as const;
