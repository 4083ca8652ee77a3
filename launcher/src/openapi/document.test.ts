import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './document';

type Json = Record<string, any>;
const document = openApiDocument() as Json;
const operation = (path: string, method: string): Json => document.paths[path][method];

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document by an independent validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('takes a command body from the command map: DefineFeeItem sends money as minor units in a decimal string', () => {
    const define = operation('/commands/DefineFeeItem', 'post');
    const body = define.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['termId', 'name', 'category', 'amount', 'dueDate']);
    expect(body.properties.amount.properties.minor).toEqual({
      type: 'string',
      pattern: '^-?\\d{1,15}$',
    });
    expect(body.properties.amount.properties.currency).toEqual({
      type: 'string',
      enum: ['USD', 'ZWG'],
    });
    expect(define['x-roles']).toEqual(['ADMIN', 'BURSAR']);
    expect(define.security).toEqual([{ bearer: [] }]);
    const answer = define.responses[201].content['application/json'].schema;
    expect(answer.required).toEqual(['streamId', 'position', 'appended', 'feeItemId']);
  });

  it('documents a public multipart command with its files, and no sign-in', () => {
    const enrol = operation('/commands/EnrolSchool', 'post');
    expect(enrol.security).toEqual([]);
    const form = enrol.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.logo).toEqual({ type: 'string', contentEncoding: 'binary' });
    expect(form.properties.receipt).toEqual({ type: 'string', contentEncoding: 'binary' });
    expect(form.properties.ownershipType).toEqual({
      type: 'string',
      enum: ['CHURCH', 'COUNCIL', 'GOVERNMENT', 'PRIVATE'],
    });
    expect(enrol.responses[401]).toBeUndefined();
  });

  it('documents a list with its sorts, its filters and its Content-Range', () => {
    const students = operation('/students', 'get');
    const [sort, range, filter] = students.parameters as Json[];
    expect(sort!.content['application/json'].schema.prefixItems[0].enum).toEqual([
      'id',
      'name',
      'registrationNumber',
      'className',
      'levelName',
      'status',
      'enrolledAt',
    ]);
    expect(range!.name).toBe('range');
    expect(Object.keys(filter!.content['application/json'].schema.properties)).toEqual([
      'id',
      'q',
      'levelId',
      'classId',
      'status',
      'schoolId',
    ]);
    expect(students.responses[200].headers['Content-Range'].required).toBe(true);
    expect(students['x-roles']).toEqual(['ADMIN', 'TEACHER', 'SUPERADMIN']);
    expect(operation('/students/{id}', 'get').parameters[0].schema).toEqual({
      type: 'string',
      format: 'uuid',
    });
  });

  it('answers every error as problem+json', () => {
    for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
      for (const [method, op] of Object.entries(item)) {
        if (path === '/openapi.json' || path === '/docs') continue;
        expect(op.responses.default, `${method} ${path}`).toEqual({
          $ref: '#/components/responses/Problem',
        });
      }
    }
    expect(
      document.components.responses.Problem.content['application/problem+json'].schema,
    ).toEqual({ $ref: '#/components/schemas/Problem' });
    expect(document.components.schemas.Problem.required).toEqual(['type', 'title', 'status']);
  });

  it('documents sign-in, uploads and PDFs', () => {
    expect(
      operation('/auth/login', 'post').requestBody.content['application/json'].schema.required,
    ).toEqual(['identifier', 'password']);
    expect(Object.keys(operation('/imports', 'post').requestBody.content)).toEqual([
      'multipart/form-data',
    ]);
    expect(Object.keys(operation('/report-cards/{id}/pdf', 'get').responses[200].content)).toEqual([
      'application/pdf',
    ]);
  });
});
