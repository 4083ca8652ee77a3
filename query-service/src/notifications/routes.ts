import { Router } from 'express';
import type pg from 'pg';
import { Role, notificationsModel, tableOf, type NotificationItem, type Notifications } from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import type { Consistency } from '../consistency';

const SHOWN = 20;

/** GET /notifications: what arrived for the signed-in person's role since they last looked (for the superadmin: enrolment requests and enquiries). */
export function notificationRoutes(pool: pg.Pool, consistency: Consistency): Router {
  const router = Router();
  router.get('/notifications', async (req, res) => {
    const principal = requirePrincipal(req.principal, Role.options);
    await consistency.waitFor(req, res, notificationsModel.name);
    const { rows: marks } = await pool.query<{ seen_up_to: string }>(`SELECT seen_up_to FROM ${tableOf(notificationsModel, 'notification_marks')} WHERE id = $1`, [principal.userId]);
    const seenUpTo = Number(marks[0]?.seen_up_to ?? 0);
    const { rows } = await pool.query<{ id: string; position: string; kind: NotificationItem['kind']; record_id: string; title: string; occurred_at: Date; unseen: string }>(
      `SELECT id, position, kind, record_id, title, occurred_at, count(*) OVER () AS unseen FROM ${tableOf(notificationsModel, 'notifications')}
       WHERE audience = $1 AND position > $2 ORDER BY position DESC LIMIT ${SHOWN}`,
      [principal.role, seenUpTo],
    );
    const answer: Notifications = {
      unseen: Number(rows[0]?.unseen ?? 0),
      seenUpTo,
      items: rows.map((r) => ({ id: r.id, position: Number(r.position), kind: r.kind, recordId: r.record_id, title: r.title, occurredAt: r.occurred_at.toISOString() })),
    };
    res.json(answer);
  });
  return router;
}
