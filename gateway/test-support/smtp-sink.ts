import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server for tests (smtp-server): it accepts every mail on 127.0.0.1, on a free port,
// and keeps each one parsed (mailparser), or refuses the next ones when a test asks it to.

export interface ReceivedMail {
  /** RCPT TO of the SMTP envelope. */
  envelopeTo: string[];
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The outbox row's id, read from the Message-ID the dispatcher gives each mail. */
  outboxId: number;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every mail accepted so far, in arrival order. */
  received: ReceivedMail[];
  /** The next `count` mails are refused with this SMTP reply (451: try later; 550: never). */
  refuseNext(count: number, responseCode: number, message?: string): void;
  /** Mails refused so far. */
  refusedCount(): number;
  /** Polls until `predicate` holds of the mails received; fails after `timeoutMs`. */
  waitFor(predicate: (mails: ReceivedMail[]) => boolean, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

const addressText = (value: { text: string } | { text: string }[] | undefined): string =>
  value === undefined ? '' : Array.isArray(value) ? value.map((v) => v.text).join(', ') : value.text;

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refusals: { left: number; responseCode: number; message: string } = {
    left: 0,
    responseCode: 451,
    message: '',
  };
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: with STARTTLS offered, nodemailer would upgrade to its self-signed certificate.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const refuse = refusals.left > 0;
      if (refuse) refusals.left--;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse) {
          refused++;
          const error = Object.assign(new Error(refusals.message), { responseCode: refusals.responseCode });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            const messageId = mail.messageId ?? '';
            received.push({
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              from: addressText(mail.from),
              to: addressText(mail.to),
              replyTo: addressText(mail.replyTo),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              messageId,
              outboxId: Number(/outbox-(\d+)-/.exec(messageId)?.[1] ?? Number.NaN),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count, responseCode, message = 'Probá más tarde') {
      refusals = { left: count, responseCode, message };
    },
    refusedCount: () => refused,
    async waitFor(predicate, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > deadline) {
          throw new Error(
            `the SMTP server did not get the expected mails; it got: ${JSON.stringify(received.map((m) => m.subject))}`,
          );
        }
        await new Promise((done) => setTimeout(done, 50));
      }
      return received;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
