import { Router } from 'express';
import type pg from 'pg';
import {
  Role,
  notificationsModel,
  schoolDirectoryModel,
  tableOf,
  visibleDocumentKinds,
  type NotificationItem,
  type Notifications,
} from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import type { Consistency } from '../consistency';
import { familyOf } from '../scope';

const SHOWN = 20;

/**
 * GET /notifications: what arrived for the signed-in person since they last looked (the superadmin:
 * enrolment requests and enquiries; the others: announcements that reached them, and their school's
 * documents they may read; the admin, who shares the documents, is not told of them).
 */
export function notificationRoutes(pool: pg.Pool, consistency: Consistency): Router {
  const router = Router();
  router.get('/notifications', async (req, res) => {
    const principal = requirePrincipal(req.principal, Role.options);
    await consistency.waitFor(req, res, notificationsModel.name);
    const { rows: marks } = await pool.query<{ seen_up_to: string }>(
      `SELECT seen_up_to FROM ${tableOf(notificationsModel, 'notification_marks')} WHERE id = $1`,
      [principal.userId],
    );
    const seenUpTo = Number(marks[0]?.seen_up_to ?? 0);
    // A person's own items (a parent's: those of each school of their family); for the superadmin the
    // platform-wide ones (recipient ''); for the others their school's documents they may read.
    const documents =
      principal.role === 'SUPERADMIN' || principal.role === 'ADMIN' || !principal.schoolId
        ? []
        : visibleDocumentKinds(principal.role);
    // The page of items first, then their schools' names (the directory's, a display detail read beside it).
    const { rows } = await pool.query<{
      id: string;
      position: string;
      kind: NotificationItem['kind'];
      record_id: string;
      title: string;
      link: string | null;
      occurred_at: Date;
      unseen: string;
      school_name: string | null;
    }>(
      `SELECT n.*, d.name AS school_name FROM (
         SELECT id, position, kind, record_id, title, link, occurred_at, school_id, count(*) OVER () AS unseen FROM ${tableOf(notificationsModel, 'notifications')}
         WHERE position > $2 AND (recipient_id = $3 OR ${principal.role === 'PARENT' ? `recipient_id IN (SELECT id::text FROM ${familyOf('$3')} f(id))` : 'false'}
           OR (recipient_id = '' AND audience = 'SUPERADMIN' AND $1 = 'SUPERADMIN')
           OR (recipient_id = '' AND kind = 'DOCUMENT' AND school_id = $4::uuid AND audience = ANY($5::text[])))
         ORDER BY position DESC LIMIT ${SHOWN}
       ) n LEFT JOIN ${tableOf(schoolDirectoryModel, 'school_directory')} d ON d.id = n.school_id
       ORDER BY n.position DESC`,
      [principal.role, seenUpTo, principal.userId, principal.schoolId, documents],
    );
    const answer: Notifications = {
      unseen: Number(rows[0]?.unseen ?? 0),
      seenUpTo,
      items: rows.map((r) => ({
        id: r.id,
        position: Number(r.position),
        kind: r.kind,
        recordId: r.record_id,
        title: r.title,
        ...(r.link ? { link: r.link } : {}),
        occurredAt: r.occurred_at.toISOString(),
        ...(r.school_name ? { schoolName: r.school_name } : {}),
      })),
    };
    res.json(answer);
  });
  return router;
}
