// The member card's rotating code (docs/decisions/052-member-card-and-counter.md): TOTP's idea
// (RFC 6238: an HMAC of the 30-second step under a secret both sides hold) with a tag no person
// types, so it is 128 bits rather than six digits. The phone computes it offline from the secret it
// was given while signed in; the gateway recomputes it from the same secret. Web Crypto's HMAC runs
// in browsers and in Node (globalThis.crypto), so both sides use this one file.

/** Seconds a code is shown before the next one. */
export const CARD_STEP_SECONDS = 30;
/** Steps either side of the server's own that are still accepted (clock drift, a slow scan). */
export const CARD_STEP_WINDOW = 1;

const PREFIX = 'CLUBCARD1';
const TAG_BYTES = 16;

/** The 30-second step an instant falls in. */
export function cardStep(now: Date | number): number {
  return Math.floor((typeof now === 'number' ? now : now.getTime()) / 1000 / CARD_STEP_SECONDS);
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A new card secret: 32 random bytes, base64url. */
export function newCardSecret(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** The tag of `memberId` at `step` under `secret` (base64url): the member id is signed too. */
export async function cardTag(secret: string, memberId: number, step: number): Promise<string> {
  const raw = fromBase64Url(secret);
  if (!raw) throw new Error('card secret is not base64url');
  const key = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign(
    'HMAC',
    key,
    new TextEncoder().encode(`${PREFIX}:${memberId}:${step}`),
  );
  return toBase64Url(new Uint8Array(mac).slice(0, TAG_BYTES));
}

/** The text the QR code holds at `now`: 'CLUBCARD1.<member>.<step>.<tag>'. */
export async function cardCode(secret: string, memberId: number, now: Date | number): Promise<string> {
  const step = cardStep(now);
  return `${PREFIX}.${memberId}.${step}.${await cardTag(secret, memberId, step)}`;
}

export interface ParsedCardCode {
  memberId: number;
  step: number;
  tag: string;
}

/** The parts of a scanned text, or null when it is not a card's code at all. */
export function parseCardCode(text: string): ParsedCardCode | null {
  if (text.length > 200) return null;
  const match = /^CLUBCARD1\.(\d{1,9})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(text.trim());
  if (!match) return null;
  const [, member, step, tag] = match;
  return { memberId: Number(member), step: Number(step), tag: tag as string };
}

/** Whether two tags are equal, in time independent of where they differ. */
export function sameTag(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export const memberCardTexts = {
  title: 'Mi carnet',
  intro: 'Mostrá este código en el mostrador del club para retirar tus pedidos. Cambia cada 30 segundos.',
  qrAlt: 'Código QR de tu carnet de socio',
  memberNumber: 'Socio n.º {id}',
  offline: 'Sin conexión: el código sigue sirviendo hoy.',
  loadError: 'No pudimos cargar tu carnet. Probá de nuevo en un momento.',
  retry: 'Reintentar',
  noPhoto: 'Sin foto',
  photoAlt: 'Foto de {name}',
  expiresIn: 'El código cambia en {N} s',
  photoTitle: 'Tu foto',
  photoTitleAdmin: 'Foto para el mostrador',
  photoHelp:
    'Con tu foto en el carnet, en el mostrador te reconocen enseguida. Es opcional y solo la ve el equipo del club.',
  photoField: 'Elegí una foto',
  photoUpload: 'Subir foto',
  photoChange: 'Cambiar foto',
  photoRemove: 'Quitar foto',
  photoSaved: 'Foto guardada.',
  photoRemoved: 'Foto quitada.',
  photoError: 'No pudimos guardar la foto. Probá de nuevo en un momento.',
};

export const counterTexts = {
  title: 'Mostrador',
  intro: 'Escaneá el carnet del socio o escribí su cédula.',
  scan: 'Escanear carnet',
  stopScan: 'Detener cámara',
  scanning: 'Apuntá la cámara al código QR del carnet.',
  noCamera: 'No pudimos usar la cámara. Escribí la cédula.',
  cedula: 'Cédula',
  search: 'Buscar',
  age: '{N} años',
  ageUnknown: 'Edad sin registrar',
  gramsLeft: 'Le quedan {month} g este mes y {year} g este año.',
  todaysOrders: 'Pedidos de hoy',
  documentVerified: 'Documento verificado',
  handOver: 'Entregar',
  statusLabels: { delivered: 'Entregado', not_collected: 'No retirado', cancelled: 'Cancelado' } as Record<
    string,
    string
  >,
  handedOver: 'Pedido entregado.',
  identifiedBy: { card: 'Identificado con el carnet', cedula: 'Identificado con la cédula' },
  another: 'Atender a otro socio',
  codeStale: 'El código del carnet venció. Pedile al socio que abra de nuevo Mi carnet.',
  codeInvalid: 'Este código no es un carnet válido del club.',
  memberLeft: 'Este socio ya no es socio activo del club: no se le puede entregar.',
  nothingToday: 'Este socio no tiene pedidos para retirar hoy.',
  unknownCedula: 'No hay ningún socio con esa cédula.',
  documentRequired: 'Marcá "Documento verificado" antes de entregar.',
  checkUnknown: 'Identificá de nuevo al socio antes de entregar.',
  otherMember: 'Ese pedido no es de este socio.',
  notToday: 'Ese pedido no es para hoy.',
};
