// The words about a person in the club: identity, baja and the member form's rules. Apart from
// `texts` because the public application page and a member's own data screen need them and
// nothing else of the back office's copy.

// A person's legal identity: the rules' refusals and the residency labels.
export const identityTexts = {
  cedulaRequired: 'Escribí la cédula de identidad',
  cedulaInvalid:
    'La cédula no es válida: revisá los números y el dígito verificador (el que va después del guion)',
  cedulaInUse: 'La cédula {cedula} ya es de otro socio del club',
  birthDateRequired: 'Escribí la fecha de nacimiento',
  birthDateInvalid: 'La fecha de nacimiento no es válida',
  underAge: 'Para ser socio hay que tener 18 años cumplidos el día del ingreso',
  residencyRequired: 'Elegí si es ciudadano uruguayo o residente legal',
  phoneRequired: 'Escribí el teléfono',
  phoneInvalid: 'El teléfono no es válido: escribí solo números (por ejemplo 099 123 456)',
  residencyLabels: { ciudadania: 'Ciudadanía uruguaya', residencia: 'Residencia legal' },
};

// Leaving the club (baja): the form's rules, the reasons' labels, the member page's lines.
export const leavingTexts = {
  dateRequired: 'Escribí la fecha de la baja',
  dateInvalid: 'La fecha de la baja no es válida',
  dateInFuture: 'La fecha de la baja no puede ser posterior a hoy',
  dateBeforeJoining: 'La fecha de la baja no puede ser anterior al ingreso del socio ({joined})',
  reasonRequired: 'Elegí el motivo de la baja',
  alreadyLeft: 'El socio ya se dio de baja del club el {date}',
  irccaDateInvalid: 'La fecha de registro en el IRCCA no es válida',
  irccaDateInFuture: 'La fecha de registro en el IRCCA no puede ser posterior a hoy',
  reasonLabels: {
    voluntaria: 'Baja voluntaria',
    vencimiento: 'Vencimiento del registro en el IRCCA',
    expulsion: 'Expulsión por la comisión directiva',
    fallecimiento: 'Fallecimiento',
    cambio_via_acceso: 'Cambio de vía de acceso (autocultivo o farmacia)',
    otra: 'Otro motivo',
  },
  history: 'Baja del club el {date}: {reason}; {sessions}',
};

// The member form's and the gateway's refusals (member-rules.ts) and the member history's
// descriptions; `{x}` filled by `fillText`.
export const memberTexts = {
  nameRequired: 'Escribí el nombre',
  lastNameRequired: 'Escribí el apellido',
  nameTooLong: 'El nombre y el apellido pueden tener hasta {max} caracteres',
  mailRequired: 'Escribí el mail',
  invalidMail: 'El mail no es válido: revisá que tenga la forma nombre@dominio.uy',
  mailInUse: 'El mail {mail} ya lo usa otra cuenta',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
  passwordTooLong: 'La contraseña puede tener hasta {max} caracteres',
  limitReached:
    'El club ya tiene {max} socios activos, el máximo permitido. Para sumar otro, primero hay que dar de baja a alguien',
  unknownMember: 'No existe el socio #{id}',
  alreadyInactive: 'El socio ya está dado de baja',
  alreadyActive: 'El socio ya está activo',
  cannotDeactivateSelf: 'No podés darte de baja a vos mismo',
  irccaDateInvalid:
    'La fecha de registro en el IRCCA no es válida: escribila como AAAA-MM-DD y que no sea posterior a hoy',
  forgottenName: 'Socio dado de baja',
  /** Where a record named someone whose name the club forgot. */
  forgottenPerson: 'Persona olvidada',
  alreadyForgotten: 'Los datos personales de este socio ya se olvidaron: no se pueden cambiar',
  forgetNotLeft: 'Solo se pueden olvidar los datos de un socio dado de baja',
  forgetRetention:
    'Los datos del socio se conservan {years} años después de la baja, como registro del club: se podrán olvidar desde el {date}',
  forgetReasonRequired: 'Escribí el motivo por el que se olvidan los datos',
  forgetReasonTooLong: 'El motivo puede tener hasta {max} caracteres',
  lastAdministracion:
    'No se puede dar de baja a la última persona con Administración. Dale Administración a otra persona primero',
  history: {
    registered: 'Alta de {name} ({mail})',
    updated: 'Datos cambiados: {changes}',
    changedField: '{field} de «{from}» a «{to}»',
    fieldName: 'nombre',
    fieldLastName: 'apellido',
    fieldMail: 'mail',
    fieldCedula: 'cédula',
    fieldBirthDate: 'fecha de nacimiento',
    fieldResidency: 'residencia',
    fieldPhone: 'teléfono',
    fieldIrcca: 'registro IRCCA',
    registeredForgotten: 'Alta de {name}',
    updatedForgotten: 'Datos cambiados: {fields}',
    forgotten: 'Datos personales olvidados; motivo: {reason}',
    trimmerOn: 'Habilitado para manicura',
    trimmerOff: 'Ya no figura para manicura',
    technicalLeadOn: 'Designado Responsable Técnico',
    technicalLeadOff: 'Ya no es Responsable Técnico',
    deactivated: 'Baja: ya no puede iniciar sesión; {sessions}',
    reactivated: 'Reactivado: puede volver a iniciar sesión',
    passwordGenerated: 'Contraseña restablecida con una generada; {sessions}',
    passwordChosen: 'Contraseña restablecida con una elegida por el administrador; {sessions}',
    sessionsNone: 'no tenía sesiones abiertas',
    sessionsOne: 'se cerró 1 sesión',
    sessionsMany: 'se cerraron {N} sesiones',
    seedActor: 'Carga inicial',
  },
};
