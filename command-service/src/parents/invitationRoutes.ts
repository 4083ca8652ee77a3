import { Router } from 'express';
import type pg from 'pg';
import {
  ForbiddenError,
  NotFoundError,
  authMessages,
  type ParentInvitationDelivery,
} from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import { messagesAbout } from '../notify/deliveries';
import type { Mailer } from '../notify/mailer';
import { invitationTopic } from './invitations';
import { ParentInvites } from './invites';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The registration link in an invitation message's text, and the code (token) it carries. */
function linkIn(body: string): { link: string; code: string } | undefined {
  const link = /https?:\/\/\S+\/register\?\S*invite=[A-Za-z0-9_-]+/.exec(body)?.[0];
  const code = link && new URL(link).searchParams.get('invite');
  return link && code ? { link, code } : undefined;
}

/**
 * An invitation as its school's admin follows it: each message and what became of it, and the
 * registration link while it can still be used, so that a parent whose SMS did not go (or did
 * not arrive) can be given it another way. The link lives only in the message (the token is
 * stored hashed), so it is read from there and checked against the invitations still open.
 */
export function parentInvitationRoutes(deps: { pool: pg.Pool; mailer: Mailer }): Router {
  const router = Router();
  router.get('/parent-invitations/:parentId', async (req, res) => {
    const principal = requirePrincipal(req.principal, ['ADMIN']);
    if (!principal.schoolId) throw new ForbiddenError(authMessages.forbidden);
    const parentId = String(req.params.parentId);
    const notFound = new NotFoundError('No invitation of this school has this parent.');
    if (!UUID.test(parentId)) throw notFound;
    const topic = invitationTopic(parentId);
    const messages = await messagesAbout(deps.pool, principal.schoolId, topic, (c) =>
      deps.mailer.canSend(c),
    );
    if (messages.length === 0) throw notFound;
    const { rows } = await deps.pool.query<{ body: string }>(
      "SELECT body FROM mail_outbox WHERE school_id = $1 AND topic = $2 AND body LIKE '%/register?%' ORDER BY id DESC LIMIT 1",
      [principal.schoolId, topic],
    );
    const found = rows[0] && linkIn(rows[0].body);
    const invite = found && (await new ParentInvites(deps.pool).find(found.code));
    const open =
      invite &&
      !invite.used &&
      invite.parentId === parentId &&
      invite.schoolId === principal.schoolId;
    const answer: ParentInvitationDelivery = {
      messages,
      link: open ? found.link : null,
      code: open ? found.code : null,
    };
    res.json(answer);
  });
  return router;
}
