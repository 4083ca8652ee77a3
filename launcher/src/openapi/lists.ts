import type { ListResource } from '@chikoro/query-service/listing/resource';
import { access, errors, type PathItem } from './schema';

const jsonParam = (
  name: string,
  description: string,
  schema: Record<string, unknown>,
  example: unknown,
) => ({
  name,
  in: 'query',
  required: false,
  description,
  content: { 'application/json': { schema, example } },
});

const consistentAfter = {
  name: 'X-Consistent-After',
  in: 'header',
  required: false,
  schema: { type: 'integer', minimum: 0 },
  description:
    'A position a command answered: the read waits (a few seconds at most) until the list reflects it.',
};

function listParameters(resource: ListResource) {
  const sortKeys = ['id', ...Object.keys(resource.sortable).filter((k) => k !== 'id')];
  const idSchema =
    (resource.idType ?? 'uuid') === 'uuid'
      ? { type: 'string', format: 'uuid' }
      : { type: 'string' };
  const filterKeys = Object.fromEntries(Object.keys(resource.filters).map((k) => [k, {}]));
  return [
    jsonParam(
      'sort',
      `[field, order]; fields: ${sortKeys.join(', ')}`,
      {
        type: 'array',
        prefixItems: [{ enum: sortKeys }, { enum: ['ASC', 'DESC'] }],
        minItems: 2,
        maxItems: 2,
      },
      resource.defaultSort,
    ),
    jsonParam(
      'range',
      '[first, last], rows counted from 0, at most 100 rows a page',
      {
        type: 'array',
        prefixItems: [
          { type: 'integer', minimum: 0 },
          { type: 'integer', minimum: 0 },
        ],
        minItems: 2,
        maxItems: 2,
      },
      [0, 24],
    ),
    jsonParam(
      'filter',
      `An object of filters: id (one id or a list), ${Object.keys(resource.filters).join(', ') || 'no others'}`,
      {
        type: 'object',
        properties: {
          id: { anyOf: [idSchema, { type: 'array', items: idSchema }] },
          ...filterKeys,
        },
        additionalProperties: false,
      },
      {},
    ),
    consistentAfter,
  ];
}

/**
 * GET /<name> (a page, in react-admin's simple REST protocol) and GET /<name>/{id} for every list
 * resource, with its allow-listed sorts and filters and who may read it.
 */
export function listPaths(resources: readonly ListResource[]): Record<string, PathItem> {
  const paths: Record<string, PathItem> = {};
  for (const resource of resources) {
    const readers = resource.roles.join(', ');
    const idSchema =
      (resource.idType ?? 'uuid') === 'uuid'
        ? { type: 'string', format: 'uuid' }
        : { type: 'string', minLength: 1, maxLength: 200 };
    paths[`/${resource.name}`] = {
      get: {
        operationId: `list-${resource.name}`,
        tags: ['Lists'],
        summary: `A page of ${resource.name}`,
        description: `Read by: ${readers}. Each role reads only its own school's rows (the superadmin every school's).`,
        ...access(resource.roles),
        parameters: listParameters(resource),
        responses: {
          200: {
            description: 'The page',
            headers: {
              'Content-Range': {
                required: true,
                description: '<resource> <first>-<last>/<total>',
                schema: { type: 'string', pattern: `^${resource.name} \\d+-\\d+/\\d+$` },
              },
              'X-Total-Estimated': {
                required: false,
                description: "'true' when the total is an estimate",
                schema: { type: 'string' },
              },
            },
            content: {
              'application/json': { schema: { type: 'array', items: { type: 'object' } } },
            },
          },
          ...errors(),
        },
      },
    };
    paths[`/${resource.name}/{id}`] = {
      get: {
        operationId: `get-${resource.name}`,
        tags: ['Lists'],
        summary: `One record of ${resource.name}`,
        description: `Read by: ${readers}.`,
        ...access(resource.roles),
        parameters: [{ name: 'id', in: 'path', required: true, schema: idSchema }, consistentAfter],
        responses: {
          200: {
            description: 'The record',
            content: { 'application/json': { schema: { type: 'object' } } },
          },
          404: { $ref: '#/components/responses/NotFound' },
          ...errors(),
        },
      },
    };
  }
  return paths;
}
