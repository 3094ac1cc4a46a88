import type { Sql } from '@club/db/connection';

// The stand-in's mails go to the same outbox as the web app's EmailJS mails (the gateway's
// outbox/service.ts), so an admin, the tests and the end-to-end suite can read the link and the code there.

export const HOSTED_MAIL_SERVICE = 'hosted-auth';

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
  /** The link's secret, which `verifyOtp({ token_hash })` also takes. */
  tokenHash: string;
}

export async function queueMail(sql: Sql, mail: HostedMail): Promise<void> {
  const { subject, intro } = templates[mail.kind];
  const message = `${intro}: ${mail.link}\n\nO escribí este código: ${mail.code}\n\nVence en una hora. Si no lo pediste, ignorá este correo.`;
  await sql.query(
    `insert into outbox (service_id, template_id, public_key, template_params)
     values ($1, $2, $3, $4::jsonb)`,
    [
      HOSTED_MAIL_SERVICE,
      mail.kind,
      'hosted',
      JSON.stringify({
        to_email: mail.to,
        subject,
        message,
        link: mail.link,
        code: mail.code,
        token_hash: mail.tokenHash,
      }),
    ],
  );
}
