import { Router } from 'express';
import { ForbiddenError, NotFoundError, authMessages } from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import type { FileStore } from './store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /files/<id>: the superadmin sees every upload, a school's admin only their school's.
 * Served as a download with a locked-down CSP, so an SVG's scripts never run on our origin.
 */
export function fileRoutes(files: FileStore): Router {
  const router = Router();
  router.get('/files/:id', async (req, res) => {
    const principal = requirePrincipal(req.principal, ['SUPERADMIN', 'ADMIN']);
    const id = String(req.params.id);
    if (!UUID.test(id)) throw new NotFoundError('No such file.');
    const file = await files.load(id);
    if (principal.role !== 'SUPERADMIN' && file.ownerSchoolId !== principal.schoolId) throw new ForbiddenError(authMessages.forbidden);
    const inline = file.contentType !== 'image/svg+xml';
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${file.fileName.replace(/["\\\r\n]/g, '_')}"`);
    res.send(file.bytes);
  });
  return router;
}
