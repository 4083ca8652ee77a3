import { commandMap } from '@chikoro/contracts';
import type { CommandSpec } from '@chikoro/contracts';
import type { ListResource } from '@chikoro/query-service/listing/resource';
import { listResources } from '@chikoro/query-service/app';
import { commandPaths } from './commands';
import { listPaths } from './lists';
import { otherPaths } from './other';
import { problemResponse, problemSchema, type PathItem } from './schema';

export interface DocumentSources {
  commands?: Record<string, CommandSpec>;
  resources?: readonly ListResource[];
}

const thisDocument: Record<string, PathItem> = {
  '/openapi.json': {
    get: {
      tags: ['Operations'],
      summary: 'This document',
      security: [],
      responses: {
        200: {
          description: 'The OpenAPI 3.1 document',
          content: { 'application/json': { schema: { type: 'object' } } },
        },
      },
    },
  },
  '/docs': {
    get: {
      tags: ['Operations'],
      summary: 'This document as a page to read',
      security: [],
      responses: {
        200: { description: 'The page', content: { 'text/html': { schema: { type: 'string' } } } },
      },
    },
  },
};

/**
 * The OpenAPI 3.1 document of the API under /api: the commands from the command map (their bodies
 * and answers from the same zod schemas the services parse with), the lists from their resources'
 * allow-lists, and the other routes written out.
 */
export function openApiDocument({
  commands = commandMap,
  resources = listResources,
}: DocumentSources = {}) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Chikoro API',
      version: '1',
      description:
        'Commands change things (POST /api/commands/<Type>); lists and records read them (GET /api/<resource>). ' +
        'Sign in with POST /api/auth/login and send its token as `Authorization: Bearer <token>`. Every error is problem+json (RFC 9457).',
    },
    servers: [{ url: '/api' }],
    security: [{ bearer: [] }],
    paths: { ...otherPaths, ...thisDocument, ...commandPaths(commands), ...listPaths(resources) },
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token POST /api/auth/login answers',
        },
      },
      schemas: { Problem: problemSchema },
      responses: {
        BadRequest: problemResponse(
          'The request is malformed or its body breaks its schema: the field errors say where',
        ),
        SignInRequired: problemResponse('No valid bearer token'),
        Forbidden: problemResponse('The signed-in role may not do this, or not for this school'),
        NotFound: problemResponse('No such record for this reader'),
        Conflict: problemResponse(
          'A rule refused the command (rule-refused), or the stream changed meanwhile (concurrency-conflict: reload and retry)',
        ),
        Problem: problemResponse('Any other refusal or failure'),
      },
    },
  };
}
