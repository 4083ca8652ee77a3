import { createHash } from 'node:crypto';
import { Router } from 'express';
import {
  NotFoundError,
  reportCardLabels,
  resultMessages,
  type ReportCardRow,
} from '@chikoro/contracts';
import { findRecord } from '../listing/records';
import type { ListResource } from '../listing/resource';
import type { QueryDeps } from '../module';
import type { RenderedPdfs } from './renderedPdfs';
import { publicLimiter, sendPdf } from './routes';

/** A results link's token as the reactor makes them: 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The card a results link opens, read as the parent it was sent to would read it (the report
 * cards' own rules: tenancy, the family's snapshot, a child still linked), and only the version it
 * was sent for. Unknown, expired and revoked tokens alike find nothing.
 */
async function linkedCard(
  deps: QueryDeps,
  cards: ListResource,
  token: string,
): Promise<ReportCardRow> {
  const gone = () => new NotFoundError(resultMessages.resultsLinkGone);
  if (!TOKEN.test(token)) throw gone();
  const { rows } = await deps.pool.query<{
    school_id: string;
    report_card_id: string;
    parent_id: string;
  }>(
    `SELECT school_id, report_card_id, parent_id FROM results_links
     WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [createHash('sha256').update(token).digest('hex'), deps.clock.now()],
  );
  const link = rows[0];
  if (!link) throw gone();
  const card = (await findRecord(
    deps.pool,
    cards,
    { userId: link.parent_id, role: 'PARENT', schoolId: link.school_id },
    link.report_card_id,
  )) as ReportCardRow | undefined;
  if (!card) throw gone();
  return card;
}

/**
 * GET /public/results/<token>: the card a results link was sent for, as the parent's card view
 * reads it, without a sign-in; GET /public/results/<token>.pdf its kept PDF. Neither is kept by a
 * browser past the link's life: the PDF is asked again each time (its ETag answers 304).
 */
export function publicResultsRoutes(
  deps: QueryDeps,
  cards: ListResource,
  pdfs: RenderedPdfs,
): Router {
  const router = Router();
  const limiter = publicLimiter(deps.publicLimits, resultMessages.resultsLinkTooMany);
  router.get('/public/results/:token.pdf', limiter, async (req, res) => {
    const card = await linkedCard(deps, cards, String(req.params.token));
    const s = card.snapshot;
    const name = `${s.student.firstName} ${s.student.lastName} ${s.term.name} ${s.academicYear.name}`;
    await sendPdf(
      req,
      res,
      { pool: deps.pool, publicUrl: deps.publicUrl, pdfs, cacheControl: 'private, no-cache' },
      [card],
      `${reportCardLabels.title}: ${name}`,
      `report-card-v${card.version}.pdf`,
    );
  });
  router.get('/public/results/:token', limiter, async (req, res) => {
    const card = await linkedCard(deps, cards, String(req.params.token));
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(card);
  });
  return router;
}
