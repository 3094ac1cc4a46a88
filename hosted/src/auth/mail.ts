import type { Sql } from '@club/db/connection';

// The stand-in's mails go to the same outbox as the web app's EmailJS mails (the gateway's
// outbox/mail-store.ts), which sends them through SMTP. Their link and code sign a person in, so they
// are kept apart (`secret_params`) from what the outbox lists to admins: the text holds `{{link}}`
// and `{{code}}`, filled in only as the mail is sent, and the secrets are dropped once it is sent,
// given up, or an hour old (they stop working then anyway).

export const HOSTED_MAIL_SERVICE = 'hosted-auth';

/** How long a mailed link and code work (GoTrue's default), and so how long a mail's secrets are kept. */
export const MAIL_LINK_TTL_MS = 60 * 60 * 1000;

export type MailKind = 'signup' | 'magiclink' | 'recovery' | 'email_change';

const templates: Record<MailKind, { subject: string; intro: string }> = {
  signup: {
    subject: 'Confirmá tu cuenta',
    intro: 'Para confirmar tu cuenta abrí este enlace',
  },
  magiclink: {
    subject: 'Tu enlace para ingresar',
    intro: 'Para ingresar abrí este enlace',
  },
  recovery: {
    subject: 'Restablecer tu contraseña',
    intro: 'Para elegir una contraseña nueva abrí este enlace',
  },
  email_change: {
    subject: 'Confirmá tu nuevo correo',
    intro: 'Para confirmar este correo como el nuevo de tu cuenta abrí este enlace',
  },
};

export interface HostedMail {
  to: string;
  kind: MailKind;
  link: string;
  code: string;
}

/** The placeholders of a mail's text, filled from its secrets as it is sent. */
export const MAIL_SECRET_FIELDS = ['link', 'code'] as const;

export async function queueMail(sql: Sql, mail: HostedMail): Promise<void> {
  const { subject, intro } = templates[mail.kind];
  const message = `${intro}: {{link}}\n\nO escribí este código: {{code}}\n\nVence en una hora. Si no lo pediste, ignorá este correo.`;
  await sql.query(
    `insert into outbox (service_id, template_id, public_key, template_params, secret_params)
     values ($1, $2, $3, $4::jsonb, $5::jsonb)`,
    [
      HOSTED_MAIL_SERVICE,
      mail.kind,
      'hosted',
      JSON.stringify({ to_email: mail.to, subject, message }),
      JSON.stringify({ link: mail.link, code: mail.code }),
    ],
  );
}
