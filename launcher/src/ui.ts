import type { ServerResponse } from 'node:http';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import { sendProblem } from '@chikoro/platform';

/**
 * The UI's Content-Security-Policy: scripts only from this origin; inline styles because MUI's
 * emotion writes its own style tags; pictures from this origin and from data:/blob: (previews of
 * uploads, the inline favicon); never framed, no plugins.
 */
export const uiContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const revalidate = (res: ServerResponse) => res.setHeader('Cache-Control', 'no-cache');

const withPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader('Content-Security-Policy', uiContentSecurityPolicy);
  next();
};

/**
 * What crawlers may read: the public pages; never a signed-in area, a card's verification page
 * (it names a student) or the API.
 */
export const robotsTxt = [
  'User-agent: *',
  ...[
    '/admin/',
    '/school-admin/',
    '/results-management',
    '/teacher-portal/',
    '/teacher/',
    '/student-portal/',
    '/sudent-portal/',
    '/student/',
    '/parent/',
    '/parent-portal/',
    '/superadmin-dashboard/',
    '/superadmin/',
    '/verify/',
    '/a/',
    '/register',
    '/api/',
  ].map((prefix) => `Disallow: ${prefix}`),
  'Allow: /',
  '',
].join('\n');

/** The last segment names a file (`/favicon.ico`, `/wp-login.php`), which the app's router never does. */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

/**
 * The built single-page app: hashed assets cached for a year, index.html revalidated on every
 * visit (so a deploy is seen at once) and answered for every other path (the router decides).
 * A file that is not in the build is a 404, not the page; a parent's registration link
 * (`/<anything>?phoneNumber=…`) still opens the page.
 * Files are resolved against `root`, so a checkout under a dot-folder (~/.projects/...) serves.
 */
export function uiRouter(uiDist: string): Router {
  const router = Router();
  router.use(withPolicy);
  // Vite names each file under /assets after a hash of its content: a new build is a new name,
  // so a year's caching is safe. A missing asset is a 404, never index.html sent as a script.
  router.use(
    '/assets',
    express.static(path.join(uiDist, 'assets'), { index: false, immutable: true, maxAge: '1y' }),
  );
  router.use('/assets', (req, res) =>
    sendProblem(res, {
      type: 'about:blank',
      title: 'Not found',
      status: 404,
      detail: `No such file: /assets${req.path}`,
    }),
  );
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=86400');
    res.send(robotsTxt);
  });
  router.use(express.static(uiDist, { index: false, cacheControl: false, setHeaders: revalidate }));
  router.get(FILE_NAME, (req, res, next) => {
    if (req.query.phoneNumber !== undefined) return next();
    sendProblem(res, {
      type: 'about:blank',
      title: 'Not found',
      status: 404,
      detail: `No such file: ${req.path}`,
    });
  });
  router.get(/.*/, (_req, res, next) => {
    revalidate(res);
    res.sendFile('index.html', { root: uiDist }, (error) => error && next(error));
  });
  return router;
}
