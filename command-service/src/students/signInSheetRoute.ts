import { Router } from 'express';
import { NotFoundError, attendanceMessages } from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import type { CommandRegistry } from '../commands/registry';
import { commandContextOf } from '../commands/route';
import type { CommandDeps } from '../module';
import { issueClassSignInCodes } from './signInCodes';
import { renderPdf } from '@chikoro/platform/pdf';
import { signInSheetDocument } from './signInSheet';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/**
 * POST /classes/<id>/sign-in-codes.pdf: a fresh one-time code for each active student of the class,
 * printed once. A POST, not a GET: every download issues new codes and retires the earlier ones, so
 * a link preview or a repeated fetch must never print it. For the admin and the class teacher.
 */
export function signInSheetRoutes(registry: CommandRegistry, deps: CommandDeps): Router {
  const router = Router();
  router.post('/classes/:id/sign-in-codes.pdf', async (req, res) => {
    requirePrincipal(req.principal, ['ADMIN', 'TEACHER']);
    const classId = String(req.params.id).toLowerCase();
    if (!UUID.test(classId)) throw new NotFoundError(attendanceMessages.classNotFound);
    const context = commandContextOf(req, deps.clock);
    const sheet = await issueClassSignInCodes(deps, registry, classId, context);
    const pdf = await renderPdf(
      signInSheetDocument(
        sheet,
        context.now.slice(0, 10),
        `${deps.publicUrl.replace(/\/$/, '')}/confirmotp`,
      ),
    );
    res.type('application/pdf');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="sign-in-codes-${slug(sheet.className)}.pdf"`,
    );
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(pdf);
  });
  return router;
}
