import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Queryable } from '../db/index.ts';
import type { Env } from '../env.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

let transport: Transporter | null = null;
let transportKey = '';

function smtp(env: Env): Transporter {
  const key = `${env.SMTP_HOST}:${env.SMTP_PORT}:${env.SMTP_USER ?? ''}`;
  if (!transport || key !== transportKey) {
    transport = nodemailer.createTransport({
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_PORT === 465,
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } : undefined,
    });
    transportKey = key;
  }
  return transport;
}

/**
 * Sends through SMTP when SMTP_HOST is set; otherwise the mail lands in the `mail_outbox` table
 * and the log (without its body: links in it are secrets), so the demo works with no mail server.
 * A failed SMTP send is kept in the outbox too, unsent, rather than failing the caller's request.
 */
export async function sendMail(db: Queryable, env: Env, log: FastifyBaseLogger, mail: Mail): Promise<void> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO mail_outbox (recipient, subject, body) VALUES ($1, $2, $3) RETURNING id', [
    mail.to,
    mail.subject,
    mail.text,
  ]);
  const id = rows[0].id;
  if (!env.SMTP_HOST) {
    log.info({ mailId: id, to: mail.to, subject: mail.subject }, 'mail kept in the outbox (no SMTP_HOST)');
    return;
  }
  try {
    await smtp(env).sendMail({ from: env.SMTP_FROM, to: mail.to, subject: mail.subject, text: mail.text });
    await db.query('UPDATE mail_outbox SET sent_at = now() WHERE id = $1', [id]);
  } catch (err) {
    log.error({ err, mailId: id }, 'SMTP send failed; the mail stays in the outbox');
  }
}

/**
 * Sends through SMTP and throws when it fails, for callers that keep their own record and retry
 * (alert actions); without SMTP_HOST the mail goes to the outbox as sendMail() does. Answers
 * where it went.
 */
export async function deliverMail(db: Queryable, env: Env, log: FastifyBaseLogger, mail: Mail): Promise<'smtp' | 'outbox'> {
  if (!env.SMTP_HOST) {
    await sendMail(db, env, log, mail);
    return 'outbox';
  }
  await smtp(env).sendMail({ from: env.SMTP_FROM, to: mail.to, subject: mail.subject, text: mail.text });
  return 'smtp';
}

/**
 * Absolute link for mails, on the request's public origin (`req.publicOrigin`: PUBLIC_URL when
 * set, else an allowed Host — never a name the caller chose freely).
 */
export function publicLink(publicOrigin: string, pathAndQuery: string): string {
  return new URL(pathAndQuery, publicOrigin).toString();
}
