import { Router, type Request, type Response } from 'express';
import { NotFoundError, ValidationError, studentsModel } from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import { UUID } from '../listing/resource';
import type { QueryDeps } from '../module';
import { renderPdf } from '@chikoro/platform/pdf';
import { schoolDaysOf } from './days';
import { classListDocument, registerSheetDocument } from './documents';
import { readPrintedClass, termsOfMonth } from './roster';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

function send(res: Response, file: string, bytes: Buffer): void {
  res.type('application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${file}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(bytes);
}

/**
 * A class's printable lists, one click each, for the school's admin and the class's class teacher:
 * GET /classes/<id>/class-list.pdf and /classes/<id>/register-sheet.pdf?month=YYYY-MM.
 */
export function classListRoutes({ pool, consistency }: QueryDeps): Router {
  const router = Router();
  async function printedClass(req: Request, res: Response) {
    const principal = requirePrincipal(req.principal, ['ADMIN', 'TEACHER']);
    const classId = String(req.params.id).toLowerCase();
    if (!UUID.test(classId)) throw new NotFoundError('No such class in this school');
    await consistency.waitFor(req, res, studentsModel.name);
    return readPrintedClass(pool, principal, classId);
  }

  router.get('/classes/:id/class-list.pdf', async (req, res) => {
    const k = await printedClass(req, res);
    send(res, `class-list-${slug(k.className)}.pdf`, await renderPdf(classListDocument(k)));
  });

  router.get('/classes/:id/register-sheet.pdf', async (req, res) => {
    const k = await printedClass(req, res);
    const month = typeof req.query.month === 'string' ? req.query.month : '';
    if (!MONTH.test(month))
      throw new ValidationError('Choose the month as YYYY-MM', [
        { field: 'month', message: 'Choose the month as YYYY-MM' },
      ]);
    const days = schoolDaysOf(month, await termsOfMonth(pool, k.schoolId, month));
    send(
      res,
      `register-${slug(k.className)}-${month}.pdf`,
      await renderPdf(registerSheetDocument(k, month, days)),
    );
  });
  return router;
}
