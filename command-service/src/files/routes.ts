import { Router, type Response } from 'express';
import {
  ForbiddenError,
  NotFoundError,
  Role,
  authMessages,
  type Principal,
} from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import type { FileStore } from './store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * RFC 6266: a plain-ASCII `filename` for old clients and the exact name as RFC 5987
 * `filename*=UTF-8''...`; a header value outside Latin-1 would make Node refuse to send it.
 * (Names come from the database, so they are well-formed Unicode and always encode.)
 */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The file ids someone who is not an admin may open: their school's logo, their own photo. */
export type OwnFiles = (principal: Principal) => Promise<Set<string>>;

/** A stored file sent back with a locked-down CSP, so an SVG's (or any file's) scripts never run on our origin. */
export function sendFile(
  res: Response,
  file: { contentType: string; fileName: string; bytes: Buffer },
  disposition: 'inline' | 'attachment',
): void {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Disposition', contentDisposition(disposition, file.fileName));
  res.send(file.bytes);
}

/**
 * GET /files/<id>: the superadmin sees every upload, a school's admin their school's; a teacher,
 * a student or a parent only their school's logo and their own photo.
 */
export function fileRoutes(files: FileStore, ownFiles: OwnFiles): Router {
  const router = Router();
  router.get('/files/:id', async (req, res) => {
    const principal = requirePrincipal(req.principal, Role.options);
    const id = String(req.params.id);
    if (!UUID.test(id)) throw new NotFoundError('No such file.');
    const admin = principal.role === 'SUPERADMIN' || principal.role === 'ADMIN';
    if (!admin && !(await ownFiles(principal)).has(id.toLowerCase()))
      throw new ForbiddenError(authMessages.forbidden);
    const file = await files.load(id);
    if (principal.role === 'ADMIN' && file.ownerSchoolId !== principal.schoolId)
      throw new ForbiddenError(authMessages.forbidden);
    const inline = file.contentType !== 'image/svg+xml';
    sendFile(res, file, inline ? 'inline' : 'attachment');
  });
  return router;
}
