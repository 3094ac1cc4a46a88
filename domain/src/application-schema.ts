import * as z from 'zod/mini';
import type { MemberDetails, MemberProblem } from './member-rules.ts';
import { normalizeMail, normalizeName } from './member-rules.ts';
import { memberDetailsSchema } from './member-schema.ts';
import {
  type IdentityInput,
  type IdentityProblem,
  identitySchema,
  normalizedIdentity,
  type PersonalData,
} from './person.ts';
import { checkRules, rule } from './rule-schema.ts';

// Someone asking to join the club through an invitation link: who they are (the member form's
// rules and the legal identity's), a declaration that they use no other IRCCA access route (home
// growing, pharmacy: Ley 19.172 allows one), and consent to the processing of their data. The
// public form and the gateway check the same schema.

/** What the application form sends (strings as typed; '' for not given). */
export interface ApplicationForm extends IdentityInput {
  name: string;
  lastName: string;
  mail: string;
  /** Declares no home growing and no pharmacy registration with the IRCCA. */
  noOtherRoute: boolean;
  consent: boolean;
}

export type ApplicationFormField = keyof ApplicationForm;

export interface ApplicationFormProblem {
  code:
    | MemberProblem['code']
    | IdentityProblem['code']
    | 'DECLARACION_REQUERIDA'
    | 'CONSENTIMIENTO_REQUERIDO';
  message: string;
  field: ApplicationFormField;
}

export const applicationTexts = {
  title: 'Solicitud para ser socio',
  screenTitle: 'Solicitud de ingreso',
  checking: 'Revisando la invitación…',
  labels: {
    name: 'Nombre',
    lastName: 'Apellido',
    mail: 'Mail',
    cedula: 'Cédula de identidad',
    birthDate: 'Fecha de nacimiento',
    residency: '¿Sos ciudadano uruguayo o residente legal?',
    phone: 'Teléfono',
  },
  residencyOptions: { ciudadania: 'Ciudadanía uruguaya', residencia: 'Residencia legal' },
  cedulaHint: 'Con el dígito verificador, por ejemplo 1.234.567-2',
  intro: 'Completá tus datos. El club los revisa y te avisa por mail.',
  noOtherRoute:
    'Declaro que no uso otra vía de acceso del IRCCA (autocultivo ni farmacia) y que no soy socio de otro club',
  noOtherRouteRequired: 'Tenés que declarar que no usás otra vía de acceso del IRCCA',
  consent:
    'Acepto que el club trate mis datos personales para gestionar mi solicitud y, si me aceptan, mi membresía (Ley 18.331)',
  consentRequired: 'Tenés que aceptar el tratamiento de tus datos para enviar la solicitud',
  submit: 'Enviar solicitud',
  sent: '¡Listo! Recibimos tu solicitud. Te vamos a escribir a {mail} cuando el club la revise.',
  invitationUnknown: 'Este enlace de invitación no existe. Pedile al club uno nuevo.',
  invitationExpired: 'Este enlace de invitación venció. Pedile al club uno nuevo.',
  invitationRevoked: 'Este enlace de invitación fue anulado. Pedile al club uno nuevo.',
  invitationUsed: 'Este enlace de invitación ya se usó. Pedile al club uno nuevo.',
  cedulaIsMember: 'La cédula {cedula} ya es de un socio del club',
  cedulaPending: 'Ya hay una solicitud con la cédula {cedula} esperando respuesta',
  mailIsMember: 'El mail {mail} ya es de una cuenta del club',
  unknownApplication: 'No existe la solicitud #{id}',
  alreadyDecided: 'Esa solicitud ya fue resuelta',
  alreadyWaitlisted: 'Esa solicitud ya está en la lista de espera',
  noPlace: 'No hay lugar: el club tiene {max} socios activos y en la lista de espera hay {ahead} antes',
  reasonRequired: 'Escribí el motivo del rechazo',
  reasonTooLong: 'El motivo puede tener hasta {max} caracteres',
  invalidDays: 'La invitación puede durar entre 1 y {max} días',
  unknownInvitation: 'No existe la invitación #{id}',
  alreadyRevoked: 'Esa invitación ya estaba anulada',
  tooMany: 'Demasiadas solicitudes desde tu conexión. Probá de nuevo en un rato.',
  waitlistPosition: 'Tu solicitud está en la lista de espera, posición {position}',
  rejectedSubject: 'Tu solicitud al club',
  rejectedMail:
    'Hola {name}: el club revisó tu solicitud y esta vez no la aceptó.\n\nMotivo: {reason}\n\nSi tenés dudas, respondé este correo.',
  welcomeSubject: 'Bienvenido al club: tu contraseña temporal',
  welcomeMail:
    'Hola {name}: el club aceptó tu solicitud y ya sos socio.\n\nIngresá con tu mail ({mail}) y esta contraseña temporal: {{code}}\n\nAl entrar vas a elegir una contraseña propia. La temporal vence en {hours} horas.',
} as const;

/** Days an invitation works when the admin does not say; and the longest they may choose. */
export const INVITATION_DEFAULT_DAYS = 14;
export const INVITATION_MAX_DAYS = 90;
export const REJECTION_REASON_MAX_LENGTH = 500;

type Code = ApplicationFormProblem['code'];

/** The whole form for someone applying on `today` (YYYY-MM-DD), in the form's order. */
export function applicationSchema(today: string) {
  return z.extend(memberDetailsSchema, {
    ...identitySchema(today).shape,
    noOtherRoute: z
      .boolean()
      .check(
        rule<boolean, Code>('DECLARACION_REQUERIDA', applicationTexts.noOtherRouteRequired, (value) => value),
      ),
    consent: z
      .boolean()
      .check(
        rule<boolean, Code>('CONSENTIMIENTO_REQUERIDO', applicationTexts.consentRequired, (value) => value),
      ),
  });
}

/** The first problem of an application sent on `today`, or null. */
export function applicationProblem(form: ApplicationForm, today: string): ApplicationFormProblem | null {
  const checked = checkRules<z.ZodMiniType, Code>(applicationSchema(today), form);
  if (checked.ok) return null;
  const { code, message, field } = checked.problem;
  return { code, message, field: field as ApplicationFormField };
}

/** The applicant's personal data as stored, from a form that passed `applicationProblem`. */
export function applicantData(form: ApplicationForm): PersonalData {
  const details: MemberDetails = {
    name: normalizeName(form.name),
    lastName: normalizeName(form.lastName),
    mail: normalizeMail(form.mail),
  };
  return { ...details, ...normalizedIdentity(form) };
}
