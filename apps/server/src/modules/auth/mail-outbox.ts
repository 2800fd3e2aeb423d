import type { FastifyInstance } from 'fastify';
import { auth } from '@roadlens/contract/endpoints/auth';
import type { OutboxMail } from '@roadlens/contract/auth';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/error-handler.ts';

/**
 * GET /api/platform/mail_outbox/?recipient= — without a mail server, mail waits in the outbox
 * (lib/mail.ts); the instance operator (a superuser) reads it here to pass links on by hand.
 * Superusers only (the bodies hold invitation and reset links of every company), session only,
 * newest first, ten at a time.
 */
export default function mailOutbox(app: FastifyInstance) {
  route(app, auth.mailOutbox, async (req) => {
    if (!authOf(req).user.isSuperuser) throw new HttpError(403, { detail: 'You do not have permission to perform this action.' });
    const recipient = req.query.recipient || null;
    const { rows } = await app.db.query<OutboxMail & { total: number }>(
      `SELECT id::int AS id, recipient, subject, body, sent_at IS NOT NULL AS sent, count(*) OVER ()::int AS total,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
         FROM mail_outbox WHERE $1::text IS NULL OR lower(recipient) = lower($1)
        ORDER BY id DESC LIMIT 10 OFFSET $2`,
      [recipient, (req.query.page - 1) * 10],
    );
    return { count: rows[0]?.total ?? 0, results: rows.map(({ total: _total, ...r }) => r) };
  });
}
