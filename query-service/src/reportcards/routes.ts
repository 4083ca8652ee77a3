import { Router, type Request, type Response } from 'express';
import type pg from 'pg';
import {
  NotFoundError,
  ValidationError,
  VERIFICATION_CODE,
  cardText,
  reportCardLabels,
  verificationMessages,
  waitText,
  publicLimitMessages,
  type CardVerification,
  type ReportCardRow,
} from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import { parseRate, rateLimit } from '@chikoro/platform/rateLimit';
import { UUID } from '../listing/resource';
import type { QueryDeps } from '../module';
import { sendLogo } from '../schools/logo';
import { logoDataUrl } from './logo';
import { reportCardsDocument, type PrintableCard } from './pdf/document';
import { renderPdf } from '@chikoro/platform/pdf';
import { pdfKey, type RenderedPdfs } from './renderedPdfs';
import type { ReportCardSource } from './source';

/** A file name of ASCII letters, digits and dashes: safe in a header without encoding. */
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** A public read route's limit per client address and overall (each route its own count), with its words. */
export const publicLimiter = (
  limits: QueryDeps['publicLimits'],
  tooMany: (wait: string) => string = verificationMessages.tooMany,
) =>
  rateLimit({
    perAddress: parseRate(limits.RATE_LIMIT_VERIFICATIONS),
    overall: parseRate(limits.RATE_LIMIT_PUBLIC_BURST),
    message: (seconds) => tooMany(waitText(seconds)),
    busyMessage: (seconds) => publicLimitMessages.busy(waitText(seconds)),
    trustedProxyHops: limits.TRUSTED_PROXY_HOPS,
  });

/** The latest version of each student's card, in the order of the class list (last name, first name). */
export function latestByStudent(cards: readonly ReportCardRow[]): ReportCardRow[] {
  const latest = new Map<string, ReportCardRow>();
  for (const card of cards)
    if ((latest.get(card.studentId)?.version ?? 0) < card.version) latest.set(card.studentId, card);
  const name = (c: ReportCardRow) =>
    `${c.snapshot.student.lastName}\u0000${c.snapshot.student.firstName}\u0000${c.studentId}`;
  return [...latest.values()].sort((a, b) => name(a).localeCompare(name(b)));
}

/**
 * Published cards as one PDF, drawn once and kept (see RenderedPdfs). A published version never
 * changes, so the answer is immutable: its ETag is the hash it is kept by, a repeat with that ETag
 * gets 304, and the browser keeps it for this sign-in alone (private, varying by Authorization).
 * Called only once the reader's access to every card is established.
 */
export async function sendPdf(
  req: Request,
  res: Response,
  deps: { pool: pg.Pool; publicUrl: string; pdfs: RenderedPdfs; cacheControl?: string },
  cards: readonly ReportCardRow[],
  title: string,
  fileName: string,
) {
  const { pool, publicUrl, pdfs } = deps;
  const texts = cards.map((card) => ({
    text: cardText(card, publicUrl),
    logoFileId: card.snapshot.school.logoFileId,
  }));
  const createdAt = new Date(Math.max(...cards.map((c) => Date.parse(c.snapshot.publishedAt))));
  const key = pdfKey({ texts, title, createdAt });
  const etag = `"${key}"`;
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', deps.cacheControl ?? 'private, max-age=31536000, immutable');
  res.setHeader('Vary', 'Authorization');
  res.setHeader('X-Report-Cards', String(cards.length));
  if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag))
    return void res.status(304).end();
  const pdf = await pdfs.findOrDraw(key, async () => {
    const logos = new Map<string | null, string | null>();
    const printable: PrintableCard[] = [];
    for (const { text, logoFileId } of texts) {
      if (!logos.has(logoFileId)) logos.set(logoFileId, await logoDataUrl(pool, logoFileId));
      printable.push({ text, logo: logos.get(logoFileId) ?? null });
    }
    const render = (cards: PrintableCard[]) =>
      renderPdf(reportCardsDocument(cards, title, createdAt));
    // A logo the PDF library cannot draw (a damaged or unusual image) must not cost the card: it prints without one.
    return render(printable).catch((error: unknown) => {
      if (printable.every((p) => p.logo === null)) throw error;
      return render(printable.map((p) => ({ ...p, logo: null })));
    });
  });
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Length', String(pdf.length));
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.end(pdf);
}

/**
 * GET /report-cards/<id>/pdf: one published version as a PDF, to whoever may read that version
 * (the /report-cards rules: students their own, parents their children's, the school's staff).
 * GET /report-cards/<id>/logo: the school logo printed on that version, under the same rules (the
 * screen shows it to a student or a parent, who may not read the school's uploads).
 * GET /report-cards/pdf?classId=&termId= (admin): the latest version of every card of a class, one PDF.
 * GET /public/verify/<code>: what an anonymous visitor may learn from a printed code.
 */
export function reportCardRoutes(
  deps: QueryDeps,
  source: ReportCardSource,
  projection: string | readonly string[],
  pdfs: RenderedPdfs,
): Router {
  const router = Router();
  const { pool, publicUrl, consistency } = deps;

  router.get('/report-cards/pdf', async (req, res) => {
    const principal = requirePrincipal(req.principal, ['ADMIN']);
    const { classId, termId } = req.query;
    if (typeof classId !== 'string' || !UUID.test(classId))
      throw new ValidationError('classId must be the id of a class');
    if (typeof termId !== 'string' || !UUID.test(termId))
      throw new ValidationError('termId must be the id of a term');
    await consistency.waitFor(req, res, projection);
    const cards = latestByStudent(
      await source.classCards(principal, classId.toLowerCase(), termId.toLowerCase()),
    );
    if (cards.length === 0)
      throw new NotFoundError('This class has no published report cards for this term');
    const s = cards[0]!.snapshot;
    const name = `${s.class.name} ${s.term.name} ${s.academicYear.name}`;
    await sendPdf(
      req,
      res,
      { pool, publicUrl, pdfs },
      cards,
      `${reportCardLabels.title}: ${name}`,
      `report-cards-${slug(name)}.pdf`,
    );
  });

  router.get('/report-cards/:id/pdf', async (req, res) => {
    const principal = requirePrincipal(req.principal, [
      'SUPERADMIN',
      'ADMIN',
      'TEACHER',
      'STUDENT',
      'PARENT',
    ]);
    await consistency.waitFor(req, res, projection);
    const card = await source.card(principal, String(req.params.id));
    if (!card) throw new NotFoundError('No report card with this id');
    const s = card.snapshot;
    const name = `${s.student.firstName} ${s.student.lastName} ${s.term.name} ${s.academicYear.name}`;
    await sendPdf(
      req,
      res,
      { pool, publicUrl, pdfs },
      [card],
      `${reportCardLabels.title}: ${name}`,
      `report-card-${slug(name)}-v${card.version}.pdf`,
    );
  });

  router.get('/report-cards/:id/logo', async (req, res) => {
    const principal = requirePrincipal(req.principal, [
      'SUPERADMIN',
      'ADMIN',
      'TEACHER',
      'STUDENT',
      'PARENT',
    ]);
    await consistency.waitFor(req, res, projection);
    const card = await source.card(principal, String(req.params.id));
    if (!card) throw new NotFoundError('No report card with this id');
    await sendLogo(res, pool, card.snapshot.school.logoFileId);
  });

  const limiter = publicLimiter(deps.publicLimits);
  router.get('/public/verify/:code', limiter, async (req, res) => {
    const code = String(req.params.code);
    const found = VERIFICATION_CODE.test(code) ? await source.byCode(code) : undefined;
    if (!found) throw new NotFoundError(verificationMessages.unknown);
    const { card, versions } = found;
    const s = card.snapshot;
    const newest = versions.reduce((a, b) => (b.version > a.version ? b : a), card);
    // What the printed card shows of its results (subject, score, grade, as cardText prints them):
    // no comments, no reasons, no ids, nothing of another student.
    const lines = (c: ReportCardRow) =>
      cardText(c, publicUrl).rows.map(({ subject, score, grade }) => ({ subject, score, grade }));
    const answer: CardVerification = {
      schoolName: s.school.name || reportCardLabels.schoolFallback,
      studentName: `${s.student.firstName} ${s.student.lastName}`,
      termName: s.term.name,
      academicYearName: s.academicYear.name,
      version: card.version,
      amended: card.amended,
      latest: newest === card,
      fingerprint: card.fingerprint,
      lines: lines(card),
      latestVersion: newest === card ? null : { version: newest.version, lines: lines(newest) },
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  return router;
}
