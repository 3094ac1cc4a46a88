import { AUTH_TOKEN_KEY } from '@club/domain/auth-token';
import { formatPesos } from '@club/domain/pesos';
import { formatGrams } from '@club/web-kit/format/grams-format';
import { init, send } from '@emailjs/browser';

// The order e-mail (spec §7): after every order sent to the gateway, accepted or not, the
// template params go to EmailJS. Which service, template, key and API origin come from the
// run-time config that the shell publishes as `window.__CLUB_CONFIG__` (shell/src/config/
// runtime-config.ts); by default the origin is the gateway's EmailJS stand-in, which keeps the
// mail in its outbox and takes it only from a member: the session token goes along in the
// template params (@emailjs/browser sends no header of ours), and only to the gateway itself,
// never to another EmailJS service.

export interface EmailJsSettings {
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** API origin; `send` posts to `${origin}/api/v1.0/email/send`. */
  origin: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/** The `emailjs` block of the shell's run-time config, or null when there is none (or it is incomplete). */
export function emailSettings(): EmailJsSettings | null {
  const config: unknown = Reflect.get(window, '__CLUB_CONFIG__');
  const emailjs = isRecord(config) ? config.emailjs : undefined;
  if (!isRecord(emailjs)) return null;
  const { serviceId, templateId, publicKey, origin } = emailjs;
  if (!filled(serviceId) || !filled(templateId) || !filled(publicKey) || !filled(origin)) return null;
  return { serviceId, templateId, publicKey, origin: withoutSlash(origin) };
}

/** The member's token, for the gateway's own stand-in only; null when the mail goes elsewhere. */
function tokenFor(origin: string): string | null {
  const config: unknown = Reflect.get(window, '__CLUB_CONFIG__');
  const gatewayUrl = isRecord(config) && filled(config.gatewayUrl) ? withoutSlash(config.gatewayUrl) : null;
  if (gatewayUrl === null || gatewayUrl !== origin) return null;
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export interface OrderMail {
  user: { name: string; lastName: string; mail: string } | null;
  lines: readonly { species: string; grams: number; price: number }[];
  total: number;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  observations: string;
}

/** The template params of spec §7, with the order as one readable line per product. */
export function orderMailParams(mail: OrderMail): Record<string, string | number> {
  return {
    user_name: mail.user?.name ?? '',
    user_lastname: mail.user?.lastName ?? '',
    order: mail.lines
      .map((line) => `${line.species}: ${formatGrams(line.grams)} (${formatPesos(line.price * line.grams)})`)
      .join('\n'),
    total: mail.total,
    date: mail.date,
    hour: mail.time,
    observations: mail.observations,
    reply_to: mail.user?.mail ?? '',
  };
}

/** Sends the order e-mail; never throws (a lost mail must not hide the order's own answer). */
export async function sendOrderMail(mail: OrderMail): Promise<boolean> {
  const settings = emailSettings();
  if (!settings) {
    console.warn('order e-mail not sent: the run-time config has no emailjs settings');
    return false;
  }
  try {
    // Only init sets the API origin (@emailjs/browser 4); blockHeadless stays off.
    init({ publicKey: settings.publicKey }, settings.origin);
    const token = tokenFor(settings.origin);
    const params = orderMailParams(mail);
    await send(settings.serviceId, settings.templateId, token ? { ...params, auth_token: token } : params);
    return true;
  } catch (error) {
    console.warn('order e-mail failed', error);
    return false;
  }
}
