import { z } from 'zod';
import { Problem } from '@chikoro/contracts';

export type JsonSchema = Record<string, unknown>;
export type Operation = Record<string, unknown>;
/** One path's operations, by lower-case method. */
export type PathItem = Record<string, Operation>;

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), the side a client writes: inputs
 * before their defaults and transforms, so the document asks for what the service parses.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

export const problemSchema = jsonSchemaOf(Problem, 'output');

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** A refusal as problem+json (RFC 9457); every error the API answers has this body. */
export const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

/** The errors an operation may answer besides its own: the body's 400, sign-in, role, and anything else as a problem. */
export function errors(options: { public?: boolean } = {}): Record<string, unknown> {
  return {
    400: ref('BadRequest'),
    ...(options.public ? {} : { 401: ref('SignInRequired'), 403: ref('Forbidden') }),
    default: ref('Problem'),
  };
}

/** Who may call: public (no sign-in) or a bearer token of one of the roles, in words and as x-roles. */
export function access(roles: 'public' | readonly string[]): Operation {
  if (roles === 'public') return { security: [], 'x-roles': ['public'] };
  return { security: [{ bearer: [] }], 'x-roles': [...roles] };
}

export const json = (schema: JsonSchema, description = 'OK') => ({
  description,
  content: { 'application/json': { schema } },
});
export const binary = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: { type: 'string', contentEncoding: 'binary' } } },
});
export const anyObject: JsonSchema = { type: 'object' };
export const uuid: JsonSchema = { type: 'string', format: 'uuid' };
