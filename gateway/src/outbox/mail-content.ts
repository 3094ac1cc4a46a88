import { formatPesos } from '@club/domain/pesos';
import { formatPickupDay } from '@club/domain/pickup';
import { HOSTED_MAIL_SERVICE, MAIL_SECRET_FIELDS } from '@club/hosted/auth/mail';

// What an outbox row becomes as a mail: who gets it and what it says, in Spanish, as plain text
// and simple HTML. The dispatcher sends this; the admin's outbox listing shows its envelope.

/** The service id of the mails the gateway writes itself (order cancelled, pickup reminder). */
export const CLUB_MAIL_SERVICE = 'club';

/** The club's mail that carries a secret (a new member's temporary password, as `{{code}}`). */
export const WELCOME_TEMPLATE = 'member_welcome';

/**
 * Rows of these services name their own recipient (`to_email`) and carry their text. Only our
 * code writes them: the public EmailJS endpoint refuses these ids, or anyone could make the club
 * send any text to any address.
 */
export const TRUSTED_MAIL_SERVICES: ReadonlySet<string> = new Set([HOSTED_MAIL_SERVICE, CLUB_MAIL_SERVICE]);

export interface OutboxContent {
  serviceId: string;
  templateId: string;
  params: Record<string, unknown>;
  /**
   * What the text's placeholders stand for (a hosted mail's sign-in link and code): only the
   * dispatcher reads them, as it sends; null once dropped, and never listed.
   */
  secrets?: Record<string, unknown> | null;
}

export interface Envelope {
  /** Null when the row names no usable address: it cannot be sent. */
  to: string | null;
  replyTo: string | null;
  subject: string;
}

export interface MailMessage extends Envelope {
  text: string;
  html: string;
  /** A placeholder of its text has no secret to fill it (dropped, the link dead): not to be sent. */
  incomplete: boolean;
}

const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

/** A template param as text: the browser may post any JSON value. */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string'
    ? value
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
}

const addressIn = (value: unknown): string | null => {
  const text = textOf(value).trim();
  return ADDRESS.test(text) ? text : null;
};

/** A header line: no line breaks or other control characters, and not endless. */
const oneLine = (text: string): string =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, 200);

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** Escaped text with its line breaks kept and its web links clickable. */
function htmlLines(text: string): string {
  return escapeHtml(text)
    .replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`)
    .replace(/\r?\n/g, '<br>\n');
}

function page(subject: string, body: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: sans-serif; line-height: 1.5">
${body}
</body></html>
`;
}

// ---- The storefront's order mail: the EmailJS template of spec §7 -----------------------------

/** Every field of the order template, in the order the mail shows them. */
export const ORDER_TEMPLATE_FIELDS = [
  ['user_name', 'Nombre'],
  ['user_lastname', 'Apellido'],
  ['reply_to', 'Correo'],
  ['date', 'Día de retiro'],
  ['hour', 'Hora'],
  ['order', 'Pedido'],
  ['total', 'Total'],
  ['observations', 'Observaciones'],
] as const;

type OrderField = (typeof ORDER_TEMPLATE_FIELDS)[number][0];

/** '2025-09-16 (martes, 16 de setiembre)'; anything else as it came. */
function dayText(date: string): string {
  try {
    return `${date} (${formatPickupDay(date)})`;
  } catch {
    return date;
  }
}

function orderFieldText(field: OrderField, params: Record<string, unknown>): string {
  const raw = textOf(params[field]);
  if (field === 'date') return dayText(raw);
  if (field === 'total' && raw.trim() !== '' && Number.isFinite(Number(raw))) return formatPesos(Number(raw));
  return raw;
}

function orderMail(params: Record<string, unknown>, ordersTo: string): MailMessage {
  const who = oneLine(`${textOf(params.user_name)} ${textOf(params.user_lastname)}`) || 'un socio';
  const subject = oneLine(`Pedido de ${who}: ${textOf(params.date)} ${textOf(params.hour)}`);
  const fields = ORDER_TEMPLATE_FIELDS.map(
    ([field, label]) => [label, orderFieldText(field, params)] as const,
  );
  const text = [
    `Pedido de ${who}`,
    '',
    // A multi-line value (the order's lines) starts on its own line.
    ...fields.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)),
    '',
    'Respondé este correo para escribirle al socio.',
    '',
  ].join('\n');
  const rows = fields
    .map(
      ([label, value]) => `<tr><th align="left" valign="top">${label}</th><td>${htmlLines(value)}</td></tr>`,
    )
    .join('\n');
  const html = page(
    subject,
    `<h1 style="font-size: 1.25em">${escapeHtml(`Pedido de ${who}`)}</h1>
<table cellpadding="4">
${rows}
</table>
<p>Respondé este correo para escribirle al socio.</p>`,
  );
  return { to: ordersTo, replyTo: addressIn(params.reply_to), subject, text, html, incomplete: false };
}

// ---- Mails written with their own text (hosted auth, the gateway's own) ------------------------

const SECRET_PLACEHOLDER = new RegExp(`\\{\\{(${MAIL_SECRET_FIELDS.join('|')})\\}\\}`, 'g');

/** A hosted mail's text with its `{{link}}` and `{{code}}` filled from the secrets there are. */
function withSecrets(text: string, secrets: Record<string, unknown> | null | undefined): string {
  return text.replace(SECRET_PLACEHOLDER, (placeholder, name: string) => {
    const value = secrets?.[name];
    return typeof value === 'string' ? value : placeholder;
  });
}

function writtenMail(row: OutboxContent): MailMessage {
  const { params } = row;
  const subject = oneLine(textOf(params.subject)) || 'Club';
  const hosted =
    row.serviceId === HOSTED_MAIL_SERVICE ||
    (row.serviceId === CLUB_MAIL_SERVICE && row.templateId === WELCOME_TEMPLATE);
  const text = hosted ? withSecrets(textOf(params.message), row.secrets) : textOf(params.message);
  const html = page(
    subject,
    text
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${htmlLines(paragraph)}</p>`)
      .join('\n'),
  );
  return {
    to: addressIn(params.to_email),
    replyTo: null,
    subject,
    text: `${text}\n`,
    html,
    incomplete: hosted && new RegExp(SECRET_PLACEHOLDER.source).test(text),
  };
}

/** The mail an outbox row stands for; `ordersTo` is the club's inbox (config.mailOrdersTo). */
export function mailOf(row: OutboxContent, ordersTo: string): MailMessage {
  return TRUSTED_MAIL_SERVICES.has(row.serviceId) ? writtenMail(row) : orderMail(row.params, ordersTo);
}

/** Who gets a row's mail, and its subject: what the admin's outbox listing shows. */
export function envelopeOf(row: OutboxContent, ordersTo: string): Envelope {
  const { to, replyTo, subject } = mailOf(row, ordersTo);
  return { to, replyTo, subject };
}
