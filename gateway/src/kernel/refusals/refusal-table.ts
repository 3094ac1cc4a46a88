import { changePasswordTexts, genericTexts, loginTexts } from '@club/domain/account-texts';
import { type ApplicationFormProblem, applicationTexts } from '@club/domain/application-schema';
import type { BillDraftProblemCode } from '@club/domain/bills';
import type { OrderProblem } from '@club/domain/cart-rules';
import { setupTexts } from '@club/domain/club-setup';
import type { DestructionProblemCode } from '@club/domain/destruction-schema';
import type { ExpenseProblemCode } from '@club/domain/expenses';
import { fillText } from '@club/domain/fill-text';
import type { HarvestProblem } from '@club/domain/harvest';
import { type InspectionLinkProblemCode, inspectionLinkTexts } from '@club/domain/inspection-links';
import type { LabResultProblemCode } from '@club/domain/lab-result-schema';
import { labResultTexts } from '@club/domain/lab-results';
import type { ManicureProblem } from '@club/domain/manicure';
import { counterTexts } from '@club/domain/member-card';
import { importTexts } from '@club/domain/member-import';
import type { MemberProblem } from '@club/domain/member-rules';
import { identityTexts, leavingTexts, memberTexts } from '@club/domain/member-texts';
import { orderLifecycleTexts } from '@club/domain/order-lifecycle-texts';
import type { IdentityProblem } from '@club/domain/person';
import { plantTexts } from '@club/domain/plants';
import type { PlantProblemCode } from '@club/domain/plants-schema';
import { type PhotoProblemCode, photoTexts } from '@club/domain/product-photos';
import type { ProductProblemCode } from '@club/domain/product-schema';
import { productTexts } from '@club/domain/product-texts';
import { type ReportingKeyProblemCode, reportingKeyTexts } from '@club/domain/reporting-keys';
import type { StockProblem } from '@club/domain/stock-rules';
import type { TaskReportProblem } from '@club/domain/tasks';
import { texts } from '@club/domain/texts';

// Every expected refusal of a command, once: its stable code, the HTTP status REST answers with,
// the spec's `msg` for that status, and the Spanish text when the code has one text (codes whose
// text depends on which rule was broken get theirs from the domain rule that found it). REST
// (refusal-response.ts) and GraphQL (graphql/outcome-result.ts) both read this table.

type Status = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

interface RefusalEntry {
  status: Status;
  /** REST `msg`, when not the status's usual one (spec §7: a limit is 403 'Unauthorized'). */
  msg?: string;
  text?: string;
}

const bad = { status: 400 } as const;

export const REFUSALS = {
  // Input the forms check too (domain rules); 400.
  DATOS_INVALIDOS: { status: 400, text: genericTexts.badRequest },
  FECHA_INVALIDA: bad,
  FECHA_REQUERIDA: bad,
  FECHA_FUTURA: bad,
  CEDULA_INVALIDA: bad,
  FECHA_NACIMIENTO_INVALIDA: bad,
  MENOR_DE_EDAD: bad,
  RESIDENCIA_INVALIDA: bad,
  TELEFONO_INVALIDO: bad,
  FECHA_IRCCA_INVALIDA: { status: 400, text: memberTexts.irccaDateInvalid },
  FECHAS_DESORDENADAS: bad,
  FALTA_FECHA: bad,
  FALTA_FECHA_COSECHA: bad,
  FALTA_DIA_HORA: bad,
  HORARIO_INVALIDO: bad,
  CLUB_CERRADO: bad,
  HORA_INVALIDA: bad,
  MES_INVALIDO: { status: 400, text: texts.bills.invalidMonth },
  GRAMOS_INVALIDOS: bad,
  LINEA_INVALIDA: bad,
  LINEA_REPETIDA: bad,
  ESPECIE_REPETIDA: bad,
  SIN_ESPECIES: bad,
  CARRITO_VACIO: bad,
  LIMITE_POR_PEDIDO: bad,
  OBSERVACIONES_LARGAS: bad,
  TOTAL_INCORRECTO: bad,
  PRODUCTO_DESCONOCIDO: { status: 400 },
  FALTA_SOCIO: bad,
  SOCIO_INVALIDO: bad,
  SOCIO_DESCONOCIDO: bad,
  SOCIO_INACTIVO: bad,
  SOCIO_INEXISTENTE: { status: 400, text: texts.manicure.unknownSocio },
  SOCIO_NO_MANICURISTA: bad,
  FALTA_GASTO: bad,
  GASTO_INVALIDO: bad,
  FALTA_IMPORTE: bad,
  IMPORTE_INVALIDO: bad,
  COMENTARIO_LARGO: bad,
  COMENTARIO_INVALIDO: bad,
  RECIBO_INVALIDO: bad,
  RECIBO_NO_SUBIDO: { status: 400, text: texts.expenses.receiptMissing },
  RECIBO_AJENO: { status: 400, text: texts.expenses.receiptNotYours },
  RECIBO_USADO: { status: 400, text: texts.expenses.receiptTaken },
  ESPECIE_REQUERIDA: { status: 400, text: texts.harvest.speciesRequired },
  ESPECIE_INEXISTENTE: { status: 400, text: texts.harvest.unknownSpecies },
  PLANTAS_INVALIDAS: bad,
  WATTS_INVALIDOS: bad,
  TERMINADA_INVALIDA: bad,
  FALTAN_DATOS: bad,
  NOMBRES_DUPLICADOS: bad,
  NOMBRE_LARGO: bad,
  TIPO_INVALIDO: bad,
  FIN_ANTES_DE_INICIO: bad,
  NOMBRE_INVALIDO: bad,
  DIAS_INVALIDOS: bad,
  APELLIDO_INVALIDO: bad,
  MAIL_INVALIDO: bad,
  CONTRASENA_INVALIDA: bad,
  PRECIO_INVALIDO: bad,
  DISPONIBLE_INVALIDO: { status: 400, text: texts.stockAdmin.invalidAvailable },
  AJUSTE_INVALIDO: bad,
  // The product form (domain/src/product-schema.ts).
  NOMBRE_PRODUCTO_REQUERIDO: { status: 400, text: productTexts.speciesRequired },
  NOMBRE_PRODUCTO_INVALIDO: bad,
  PORCENTAJE_INVALIDO: bad,
  CANNABINOIDE_INVALIDO: bad,
  TEXTO_LARGO: bad,
  CONFIGURACION_INVALIDA: bad,
  VIGENCIA_INVALIDA: bad,
  MOTIVO_INVALIDO: bad,
  CHECKLIST_INVALIDA: bad,
  NADA_MARCADO: bad,
  TAREA_DESCONOCIDA: bad,
  OTRO_SOCIO: { status: 400, text: texts.tasks.otherSocio },
  ESTADO_INVALIDO: { status: 400, text: texts.orderAdmin.invalidOutcome },
  // The plant registry's forms (domain/src/plants-schema.ts) and dates.
  NOMBRE_MADRE_INVALIDO: bad,
  ORIGEN_INVALIDO: bad,
  MADRE_REQUERIDA: bad,
  NOTAS_LARGAS: bad,
  ETAPA_INVALIDA: bad,
  PRODUCTO_REQUERIDO: bad,
  PRINCIPIO_ACTIVO_REQUERIDO: bad,
  DOSIS_REQUERIDA: bad,
  METODO_REQUERIDO: bad,
  APLICADOR_REQUERIDO: bad,
  LOTES_REQUERIDOS: bad,
  FECHA_ANTERIOR: bad,
  // A batch's lab analysis (lab-result-schema.ts) and its certificate.
  LABORATORIO_REQUERIDO: bad,
  MUESTRA_REQUERIDA: bad,
  THC_INVALIDO: bad,
  CBD_INVALIDO: bad,
  COMPUESTO_INVALIDO: bad,
  COMPUESTO_REPETIDO: bad,
  SUMA_CANNABINOIDES: bad,
  SUMA_TOTAL: bad,
  CERTIFICADO_REQUERIDO: { status: 400, text: labResultTexts.certificateRequired },
  CERTIFICADO_NO_PDF: { status: 400, text: labResultTexts.certificateNotPdf },
  CERTIFICADO_ILEGIBLE: { status: 400, text: labResultTexts.certificateUnreadable },
  CERTIFICADO_GRANDE: { status: 400, text: labResultTexts.certificateTooLarge },
  DESTINO_INVALIDO: { status: 400, text: texts.destruction.targetRequired },
  METODO_INVALIDO: bad,
  TESTIGO_INVALIDO: bad,
  MOTIVO_FALTANTE: bad,
  // A member's baja (domain/src/member-leaving.ts).
  FECHA_BAJA_INVALIDA: bad,
  MOTIVO_BAJA_INVALIDO: { status: 400, text: leavingTexts.reasonRequired },
  DECLARACION_REQUERIDA: { status: 400, text: applicationTexts.noOtherRouteRequired },
  CONSENTIMIENTO_REQUERIDO: { status: 400, text: applicationTexts.consentRequired },
  // Signing in and the member's own password (spec §6).
  BAD_REQUEST: { status: 400, text: genericTexts.badRequest },
  INVALID_MAIL: { status: 401, msg: 'Invalid Mail', text: loginTexts.invalidMail },
  INVALID_MAIL_OR_PASSWORD: {
    status: 401,
    msg: 'Invalid Mail or Password',
    text: loginTexts.invalidMailOrPassword,
  },
  TOO_MANY_ATTEMPTS: { status: 429, text: loginTexts.tooManyAttempts },
  ACCOUNT_LOCKED: { status: 429, text: loginTexts.accountLocked },
  DEMASIADAS_SOLICITUDES: { status: 429, text: applicationTexts.tooMany },
  TEMPORARY_PASSWORD_EXPIRED: { status: 401, text: loginTexts.temporaryExpired },
  // Not a failure: the password was right and an admin's code comes next (POST /login/code).
  CODE_REQUIRED: { status: 401, msg: 'Code required', text: loginTexts.codeRequired },
  WRONG_CODE: { status: 401, text: loginTexts.wrongCode },
  CODE_EXPIRED: { status: 401, text: loginTexts.codeExpired },
  PASSWORD_MISMATCH: { status: 400, text: changePasswordTexts.mismatch },
  PASSWORD_SAME_AS_OLD: { status: 400, text: changePasswordTexts.sameAsOld },
  PASSWORD_TOO_SHORT: { status: 400 },
  WRONG_OLD_PASSWORD: { status: 400 },
  // An admin's second factor.
  // 409, not 403: the account is what refuses it, not the caller's rights (the matrix reads 403 as those).
  TWO_FACTOR_ADMINS_ONLY: { status: 409, text: texts.twoFactor.adminsOnly },
  TWO_FACTOR_ALREADY_ACTIVE: { status: 409, text: texts.twoFactor.alreadyEnrolled },
  TWO_FACTOR_NOT_STARTED: { status: 409, text: texts.twoFactor.notStarted },
  TWO_FACTOR_NOT_ACTIVE: { status: 409, text: texts.twoFactor.notEnrolled },
  // The law and the club's rules; 403.
  LIMITE_MENSUAL: { status: 403, msg: 'Unauthorized' },
  LIMITE_ANUAL: { status: 403, msg: 'Unauthorized' },
  LIMITE_SOCIOS: { status: 403, msg: 'Forbidden', text: memberTexts.limitReached },
  BAJA_PROPIA: { status: 403, msg: 'Forbidden' },
  NO_ES_RT: { status: 403, msg: 'Forbidden', text: texts.monthClose.notTechnicalLead },
  // The counter: who is at it, and what may be handed to them (docs/decisions/052).
  CARNET_VENCIDO: { status: 400, text: counterTexts.codeStale },
  CARNET_INVALIDO: { status: 400, text: counterTexts.codeInvalid },
  SOCIO_DADO_DE_BAJA: { status: 409, msg: 'Conflict', text: counterTexts.memberLeft },
  SIN_PEDIDOS_HOY: { status: 409, msg: 'Conflict', text: counterTexts.nothingToday },
  CEDULA_DESCONOCIDA: { status: 404, text: counterTexts.unknownCedula },
  DOCUMENTO_SIN_VERIFICAR: { status: 400, text: counterTexts.documentRequired },
  IDENTIFICACION_REQUERIDA: { status: 409, msg: 'Conflict', text: counterTexts.checkUnknown },
  PEDIDO_DE_OTRO_SOCIO: { status: 409, msg: 'Conflict', text: counterTexts.otherMember },
  PEDIDO_DE_OTRO_DIA: { status: 409, msg: 'Conflict', text: counterTexts.notToday },
  // What the request addresses does not exist; 404.
  PEDIDO_DESCONOCIDO: { status: 404, text: texts.orderAdmin.unknownOrder },
  SOCIO_NO_ENCONTRADO: { status: 404, text: memberTexts.unknownMember },
  COSECHA_NO_ENCONTRADA: { status: 404, text: texts.harvest.notFound },
  TRABAJO_NO_ENCONTRADO: { status: 404, text: texts.workDone.notFound },
  MADRE_NO_ENCONTRADA: { status: 404, text: plantTexts.motherNotFound },
  LOTE_NO_ENCONTRADO: { status: 404, text: plantTexts.batchNotFound },
  ANALISIS_NO_ENCONTRADO: { status: 404, text: labResultTexts.certificateMissing },
  GASTO_NO_ENCONTRADO: { status: 404, text: texts.expenses.expenseNotFound },
  INVITACION_NO_ENCONTRADA: { status: 404 },
  INVITACION_DESCONOCIDA: { status: 404, text: applicationTexts.invitationUnknown },
  SOLICITUD_NO_ENCONTRADA: { status: 404 },
  CLAVE_INFORMES_NO_ENCONTRADA: { status: 404, text: reportingKeyTexts.notFound },
  ENLACE_INSPECCION_NO_ENCONTRADO: { status: 404, text: inspectionLinkTexts.notFound },
  // The data as it stands refuses it; 409.
  PRODUCTO_NO_DISPONIBLE: { status: 409, msg: 'Conflict' },
  SIN_STOCK: { status: 409, msg: 'Conflict' },
  STOCK_INSUFICIENTE: { status: 409, msg: 'Conflict' },
  STOCK_NEGATIVO: { status: 409 },
  // The catalogue: a key is a product's for good; a retired one takes no change.
  PRODUCTO_DUPLICADO: { status: 409 },
  CLAVE_NO_EDITABLE: { status: 409 },
  PRODUCTO_RETIRADO: { status: 409 },
  PRODUCTO_CON_PEDIDOS: { status: 409 },
  YA_ENTREGADO: { status: 409, text: texts.orderAdmin.alreadyDelivered },
  YA_NO_RETIRADO: { status: 409, text: texts.orderAdmin.alreadyNotCollected },
  YA_CANCELADO: { status: 409, text: texts.orderAdmin.alreadyCancelled },
  YA_PREPARADO: { status: 409, text: orderLifecycleTexts.alreadyPrepared },
  NO_PENDIENTE: { status: 409, text: orderLifecycleTexts.notPlaced },
  NO_ENTREGADO: { status: 409, text: orderLifecycleTexts.notDelivered },
  YA_REVERTIDO: { status: 409, text: orderLifecycleTexts.alreadyReverted },
  FUERA_DE_PLAZO: { status: 409, text: texts.orderAdmin.cancelTooLate },
  HORARIO_COMPLETO: { status: 409, msg: 'Conflict', text: texts.order.slotFull },
  YA_ACTIVO: { status: 409 },
  CLAVE_YA_REVOCADA: { status: 409, text: reportingKeyTexts.alreadyRevoked },
  ENLACE_YA_REVOCADO: { status: 409, text: inspectionLinkTexts.alreadyRevoked },
  YA_INACTIVO: { status: 409 },
  YA_DADO_DE_BAJA: { status: 409 },
  MAIL_EN_USO: { status: 409, text: memberTexts.mailInUse },
  CEDULA_EN_USO: { status: 409, text: identityTexts.cedulaInUse },
  SOCIO_OLVIDADO: { status: 409, text: memberTexts.alreadyForgotten },
  SOCIO_SIN_BAJA: { status: 409, text: memberTexts.forgetNotLeft },
  RETENCION_VIGENTE: { status: 409 },
  COSECHA_DUPLICADA: { status: 409 },
  VARIOS_TRABAJOS: { status: 409, text: texts.workDone.severalMatch },
  CAMBIO_CONCURRENTE: { status: 409, text: genericTexts.concurrentChange },
  // The plant registry as it stands. The flowering limit is the club's rule like LIMITE_SOCIOS,
  // but 409: the authorization matrix reads 403 as a caller's rights.
  LIMITE_FLORACION: { status: 409 },
  ETAPA_NO_PERMITIDA: { status: 409 },
  LOTE_CERRADO: { status: 409 },
  MUESTRA_REPETIDA: { status: 409 },
  PLANTAS_INSUFICIENTES: { status: 409 },
  LOTE_DE_OTRA_ESPECIE: { status: 409 },
  LOTE_YA_COSECHADO: { status: 409 },
  COSECHA_DE_OTRO_LOTE: { status: 409 },
  LOTE_SIN_FLORACION: { status: 409 },
  // The monthly close: a closed month takes no back-dated change.
  MES_CERRADO: { status: 409 },
  MES_YA_CERRADO: { status: 409 },
  MES_ANTERIOR_ABIERTO: { status: 409 },
  MES_FUTURO: { status: 409, text: texts.monthClose.future },
  PEDIDOS_SIN_CERRAR: { status: 409 },
  CIERRE_DESACTUALIZADO: { status: 409, text: texts.monthClose.stale },
  RT_SOLO_ADMIN: { status: 409, text: texts.monthClose.technicalLeadAdminsOnly },
  // Invitations and applications as they stand. The club's cap is 409 here (SIN_LUGAR), not 403:
  // the matrix reads 403 as a caller's rights.
  INVITACION_VENCIDA: { status: 409, text: applicationTexts.invitationExpired },
  INVITACION_REVOCADA: { status: 409, text: applicationTexts.invitationRevoked },
  INVITACION_USADA: { status: 409, text: applicationTexts.invitationUsed },
  SOLICITUD_EN_CURSO: { status: 409 },
  SOLICITUD_RESUELTA: { status: 409, text: applicationTexts.alreadyDecided },
  SOLICITUD_EN_ESPERA: { status: 409, text: applicationTexts.alreadyWaitlisted },
  SIN_LUGAR: { status: 409 },
  // A product's photo (domain/src/product-photos.ts): refused before anything is stored.
  FOTO_REQUERIDA: { status: 400, text: photoTexts.missing },
  FOTO_NO_ES_IMAGEN: { status: 415, text: photoTexts.notAnImage },
  FOTO_HEIC: { status: 415, text: photoTexts.heic },
  FOTO_DEMASIADO_PESADA: { status: 413, text: photoTexts.tooLarge },
  FOTO_DEMASIADO_GRANDE: { status: 400, text: photoTexts.tooManyPixels },
  FOTO_ILEGIBLE: { status: 400, text: photoTexts.unreadable },
  FOTOS_OCUPADAS: { status: 429, text: photoTexts.busy },
  ROLES_INVALIDOS: { status: 400, text: texts.roles.invalid },
  ULTIMA_ADMINISTRACION: { status: 409, text: texts.roles.lastAdministracion },
  BAJA_ULTIMA_ADMINISTRACION: { status: 409, text: memberTexts.lastAdministracion },
  // A members' spreadsheet and the opening balances (domain/src/member-import.ts).
  PLANILLA_INVALIDA: bad,
  PLANILLA_DEMASIADO_GRANDE: { status: 413, text: importTexts.tooLarge },
  SALDO_APERTURA_INVALIDO: bad,
  SALDO_APERTURA_REGISTRADO: { status: 409, text: importTexts.openingAlreadyRecorded },
  IMPORTACION_CANCELADA: { status: 409 },
  // The first run's setup (domain/src/club-setup.ts).
  CLUB_INVALIDO: bad,
  REGISTRO_INVALIDO: bad,
  DIRECCION_INVALIDA: bad,
  CODIGO_INCORRECTO: { status: 403, text: setupTexts.wrongCode },
  CODIGO_VENCIDO: { status: 403, text: setupTexts.codeDead },
  YA_CONFIGURADO: { status: 409, text: setupTexts.alreadySetUp },
  DEMASIADOS_INTENTOS: { status: 429 },
} as const satisfies Record<string, RefusalEntry>;

export type RefusalCode = keyof typeof REFUSALS;

/** A command's expected failure: a code of the table and the Spanish text to show. */
export interface Refusal {
  code: RefusalCode;
  message: string;
  /** The form field to point at, when the refusal is about one. */
  field?: string;
}

/** The refusal `code`, its table text filled with `values` ({N}, {species}…). */
export function refusal(code: RefusalCode, values: Record<string, string | number> = {}): Refusal {
  const entry: RefusalEntry = REFUSALS[code];
  if (entry.text === undefined) throw new Error(`Refusal ${code} has no single text: give its message`);
  return { code, message: fillText(entry.text, values) };
}

const MSG_BY_STATUS: Record<Status, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  429: 'Too Many Requests',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
};

/**
 * The REST status and `msg` of a refusal. `addressed` is for a route whose path names the product
 * the code says is unknown (/admin/editStock/{id}): that is a 404, a body naming one a 400.
 */
export function refusalAnswer(code: RefusalCode, addressed = false): { status: Status; msg: string } {
  const entry: RefusalEntry = REFUSALS[code];
  const status = addressed && code === 'PRODUCTO_DESCONOCIDO' ? 404 : entry.status;
  return { status, msg: status === entry.status && entry.msg ? entry.msg : MSG_BY_STATUS[status] };
}

// Every code a domain rule can give has its row above: a new one without a row fails here.
type DomainCode =
  | ApplicationFormProblem['code']
  | BillDraftProblemCode
  | DestructionProblemCode
  | OrderProblem['code']
  | ExpenseProblemCode
  | HarvestProblem['code']
  | ManicureProblem['code']
  | MemberProblem['code']
  | IdentityProblem['code']
  | LabResultProblemCode
  | PlantProblemCode
  | ProductProblemCode
  | PhotoProblemCode
  | ReportingKeyProblemCode
  | InspectionLinkProblemCode
  | StockProblem['code']
  | TaskReportProblem['code'];
export type DomainCodesHaveRows = DomainCode extends RefusalCode ? true : never;
export const domainCodesHaveRows: DomainCodesHaveRows = true;
