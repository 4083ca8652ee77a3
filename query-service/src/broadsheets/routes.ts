import { Router, type Request, type Response } from 'express';
import { NotFoundError, ValidationError, resultsModel, type Broadsheet } from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import { UUID } from '../listing/resource';
import type { QueryDeps } from '../module';
import { renderPdf } from '@chikoro/platform/pdf';
import { broadsheetDocument } from './document';
import { broadsheetTitle, broadsheetWorkbook } from './sheet';
import { readBroadsheet, type BroadsheetKey } from './source';
import { MEMBERSHIP } from '../scope';

/** A class's broadsheet: the school's admin and the class's teachers (and the superadmin). */
const CLASS_READERS = ['SUPERADMIN', 'ADMIN', 'TEACHER'] as const;
/** A level's broadsheet ranks every class of the level: the school's admin (and the superadmin). */
const LEVEL_READERS = ['SUPERADMIN', 'ADMIN'] as const;

const id = (value: unknown) =>
  typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : undefined;
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** The filter of GET /broadsheets: classId and termId, or levelId and termId; anything else is a 400. */
function keyOf(raw: unknown): BroadsheetKey {
  let filter: Record<string, unknown>;
  try {
    filter = typeof raw === 'string' ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    throw new ValidationError('filter must be JSON');
  }
  const termId = id(filter.termId);
  if (!termId) throw new ValidationError('Choose a term (filter termId)');
  const classId = id(filter.classId);
  if (classId) return { classId, termId };
  const levelId = id(filter.levelId);
  if (levelId) return { levelId, termId };
  throw new ValidationError('Choose a class (filter classId) or a level (filter levelId)');
}

/** The same key from a record id: class:<classId>:<termId> or level:<levelId>:<termId>. */
function keyOfId(value: string): BroadsheetKey | undefined {
  const [kind, first, termId] = value.split(':');
  if (!id(first) || !id(termId)) return undefined;
  if (kind === 'class') return { classId: id(first)!, termId: id(termId)! };
  if (kind === 'level') return { levelId: id(first)!, termId: id(termId)! };
  return undefined;
}

/**
 * GET /broadsheets?filter={"classId","termId"} (or levelId + termId): the broadsheet as a list of
 * one record (none when the reader sees none of it); GET /broadsheets/<id> that record;
 * GET /broadsheets/<classId>/<termId>.xlsx and .pdf (and /broadsheets/level/<levelId>/<termId>.*)
 * its downloads. Read under the results' rules: students and parents are refused, a teacher
 * reads only the classes they teach, another school's class is not found.
 */
export function broadsheetRoutes({ pool, consistency }: QueryDeps): Router {
  const router = Router();

  async function read(
    req: Request,
    res: Response,
    key: BroadsheetKey,
  ): Promise<Broadsheet | undefined> {
    const principal = requirePrincipal(
      req.principal,
      'classId' in key ? CLASS_READERS : LEVEL_READERS,
    );
    await consistency.waitFor(req, res, [resultsModel.name, MEMBERSHIP]);
    return readBroadsheet(pool, principal, key);
  }
  async function found(
    req: Request,
    res: Response,
    key: BroadsheetKey | undefined,
  ): Promise<Broadsheet> {
    const sheet = key && (await read(req, res, key));
    if (!sheet) throw new NotFoundError('No results for this class and term');
    return sheet;
  }

  router.get('/broadsheets', async (req, res) => {
    const sheet = await read(req, res, keyOf(req.query.filter));
    res.setHeader('Content-Range', `broadsheets 0-0/${sheet ? 1 : 0}`);
    res.json(sheet ? [sheet] : []);
  });

  const download =
    (kind: 'class' | 'level', format: 'xlsx' | 'pdf') => async (req: Request, res: Response) => {
      const sheet = await found(
        req,
        res,
        keyOfId(`${kind}:${String(req.params.id)}:${String(req.params.termId)}`),
      );
      const file = `${slug(broadsheetTitle(sheet))}.${format}`;
      const bytes =
        format === 'xlsx'
          ? await broadsheetWorkbook(sheet)
          : await renderPdf(broadsheetDocument(sheet));
      res.type(format === 'xlsx' ? 'xlsx' : 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${file}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.send(bytes);
    };
  router.get('/broadsheets/level/:id/:termId.xlsx', download('level', 'xlsx'));
  router.get('/broadsheets/level/:id/:termId.pdf', download('level', 'pdf'));
  router.get('/broadsheets/:id/:termId.xlsx', download('class', 'xlsx'));
  router.get('/broadsheets/:id/:termId.pdf', download('class', 'pdf'));

  router.get('/broadsheets/:id', async (req, res) => {
    res.json(await found(req, res, keyOfId(String(req.params.id))));
  });
  return router;
}
