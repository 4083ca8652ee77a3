import express, { Router } from 'express';
import type pg from 'pg';
import { ForbiddenError, NotFoundError, ValidationError, authMessages } from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import { messagesAbout, recordProviderStatus } from './deliveries';
import type { Mailer } from './mailer';
import { isSignedByTwilio, twilioReason } from './twilio';

export interface MessageRouteDeps {
  pool: pg.Pool;
  mailer: Mailer;
  publicUrl: string;
  /** Twilio's auth token when SMS_PROVIDER=twilio: the key of its callbacks' signatures. */
  twilioAuthToken?: string;
}

/** The things a school's messages are about, as the screens ask for them. */
const TOPIC =
  /^(announcement|parent-invitation):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const formFields = (body: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((body ?? {}) as Record<string, unknown>).filter(
      ([, v]) => typeof v === 'string',
    ),
  ) as Record<string, string>;

/**
 * The delivery of a school's messages, for its admins; and the SMS provider's status callback,
 * which signs in with no token but its signature over the request: a bad one is refused (403)
 * and changes nothing.
 */
export function messageRoutes(deps: MessageRouteDeps): Router {
  const router = Router();

  router.get('/messages', async (req, res) => {
    const principal = requirePrincipal(req.principal, ['ADMIN']);
    if (!principal.schoolId) throw new ForbiddenError(authMessages.forbidden);
    const topic = typeof req.query.topic === 'string' ? req.query.topic : '';
    if (!TOPIC.test(topic))
      throw new ValidationError('topic must be announcement:<id> or parent-invitation:<id>', [
        { field: 'topic', message: 'Unknown topic' },
      ]);
    res.json({
      messages: await messagesAbout(deps.pool, principal.schoolId, topic, (c) =>
        deps.mailer.canSend(c),
      ),
    });
  });

  router.post(
    '/sms/twilio/status',
    express.urlencoded({ extended: false, limit: '20kb' }),
    async (req, res) => {
      if (!deps.twilioAuthToken) throw new NotFoundError('No SMS provider is configured.');
      const fields = formFields(req.body);
      const url = `${deps.publicUrl.replace(/\/$/, '')}${req.originalUrl}`;
      if (!isSignedByTwilio(deps.twilioAuthToken, url, fields, req.get('X-Twilio-Signature')))
        throw new ForbiddenError('The request signature does not match.');
      if (!fields.MessageSid || !fields.MessageStatus)
        throw new ValidationError('MessageSid and MessageStatus are required.');
      const failed = ['failed', 'undelivered'].includes(fields.MessageStatus);
      const error = failed ? twilioReason(fields.ErrorCode || null, fields.ErrorMessage) : null;
      if (!(await recordProviderStatus(deps.pool, fields.MessageSid, fields.MessageStatus, error)))
        throw new NotFoundError('No message has this MessageSid.');
      res.status(204).end();
    },
  );

  return router;
}
