import path from 'node:path';
import { createRequire } from 'node:module';
import express, { Router } from 'express';
import { openApiDocument } from './document';

const swaggerUi = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

const page = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Chikoro API</title>
  <link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
  <div id="api"></div>
  <script src="/api/docs/swagger-ui-bundle.js"></script>
  <script>
    window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api', deepLinking: true, persistAuthorization: true });
  </script>
</body>
</html>
`;

/**
 * GET /openapi.json (the document, built once) and GET /docs (it as a page, rendered by Swagger UI
 * served from its npm package: no CDN).
 */
export function openApiRoutes(): Router {
  const router = Router();
  const document = JSON.stringify(openApiDocument());
  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(document);
  });
  router.get('/docs', (_req, res) => {
    res.type('html').send(page);
  });
  router.use('/docs', express.static(swaggerUi, { index: false }));
  return router;
}
