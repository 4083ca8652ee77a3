import type { CommandSpec } from '@chikoro/contracts/shared/commandSpec';
import { access, errors, jsonSchemaOf, type PathItem } from './schema';

/** The file fields each multipart command takes beside its text fields. */
const filesOf: Record<string, readonly string[]> = {
  EnrolSchool: ['logo', 'receipt'],
  RegisterTeacher: ['photo'],
  UploadDocument: ['file'],
  ChangeMyPhoto: ['photo'],
};

const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  schema: { type: 'string', maxLength: 200 },
  description:
    'Names one intent: the same command sent again with this key answers the first result and appends nothing.',
};

function requestBody(name: string, spec: CommandSpec) {
  const schema = jsonSchemaOf(spec.input);
  if (!spec.multipart) return { required: true, content: { 'application/json': { schema } } };
  const files = filesOf[name] ?? [];
  const properties = {
    ...(schema.properties as Record<string, unknown> | undefined),
    ...Object.fromEntries(files.map((f) => [f, { type: 'string', contentEncoding: 'binary' }])),
  };
  return {
    required: true,
    content: { 'multipart/form-data': { schema: { ...schema, properties } } },
  };
}

/** POST /commands/<name> for every command of the map: its body, its answer, who may send it. */
export function commandPaths(commands: Record<string, CommandSpec>): Record<string, PathItem> {
  return Object.fromEntries(
    Object.entries(commands).map(([name, spec]) => {
      const answer = {
        content: { 'application/json': { schema: jsonSchemaOf(spec.answer, 'output') } },
      };
      const roles =
        spec.access === 'public' ? 'anyone, without signing in' : spec.access.join(', ');
      return [
        `/commands/${name}`,
        {
          post: {
            operationId: name,
            tags: ['Commands'],
            summary: name,
            description: `Sent by: ${roles}.${spec.multipart ? ' Multipart: its files travel beside its text fields.' : ''}`,
            ...access(spec.access),
            parameters: [idempotencyKey],
            requestBody: requestBody(name, spec),
            responses: {
              200: {
                description:
                  'Nothing new was appended (or the answer of an earlier sending with the same Idempotency-Key)',
                ...answer,
              },
              201: { description: 'Events were appended', ...answer },
              ...errors({ public: spec.access === 'public' }),
              409: { $ref: '#/components/responses/Conflict' },
            },
          },
        },
      ];
    }),
  );
}
