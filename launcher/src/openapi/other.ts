import {
  ChangeMyPasswordInput,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  LoginRequest,
  PaymentDetailsAnswer,
  ReceiptSettingsAnswer,
  LoginResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
  VerifyCodeRequest,
  VerifyCodeResponse,
  importKinds,
} from '@chikoro/contracts';
import { RefreshRequest, SetPasswordRequest } from '@chikoro/command-service/auth/routes';
import {
  access,
  anyObject,
  binary,
  errors,
  json,
  jsonSchemaOf,
  uuid,
  type JsonSchema,
  type Operation,
  type PathItem,
} from './schema';

const everyRole = ['SUPERADMIN', 'ADMIN', 'TEACHER', 'STUDENT', 'PARENT', 'BURSAR'] as const;
const schoolRoles = ['ADMIN', 'TEACHER', 'STUDENT', 'PARENT', 'BURSAR'] as const;
const pdf = binary('application/pdf', 'The PDF');
const xlsx = binary(
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'The workbook',
);
const csv = binary('text/csv', 'The CSV');

interface Spec {
  tag: string;
  summary: string;
  roles: 'public' | readonly string[];
  query?: Record<string, JsonSchema & { required?: boolean }>;
  body?: { type: string; schema: JsonSchema };
  ok: Record<string, unknown>;
  /** Besides the errors every operation has. */
  notFound?: boolean;
}

function op(id: string, spec: Spec): Operation {
  const path = [...id.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = Object.entries(spec.query ?? {}).map(([name, { required = false, ...schema }]) => ({
    name,
    in: 'query',
    required,
    schema,
  }));
  return {
    tags: [spec.tag],
    summary: spec.summary,
    ...access(spec.roles),
    ...(path.length + query.length ? { parameters: [...path, ...query] } : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: true,
            content: { [spec.body.type]: { schema: spec.body.schema } },
          },
        }
      : {}),
    responses: {
      ...spec.ok,
      ...(spec.notFound ? { 404: { $ref: '#/components/responses/NotFound' } } : {}),
      ...errors({ public: spec.roles === 'public' }),
    },
  };
}

const jsonBody = (schema: Parameters<typeof jsonSchemaOf>[0]) => ({
  type: 'application/json',
  schema: jsonSchemaOf(schema),
});
const importUpload = {
  type: 'multipart/form-data',
  schema: {
    type: 'object',
    required: ['kind', 'file'],
    properties: {
      kind: { enum: [...importKinds] },
      file: {
        type: 'string',
        contentEncoding: 'binary',
        description: "A .csv or .xlsx file of the template's columns",
      },
      skipInvalid: { enum: ['true', 'false'] },
      resume: { ...uuid, description: 'An interrupted batch to finish' },
    },
  },
};
const classAndTerm = { classId: { ...uuid, required: true }, termId: { ...uuid, required: true } };
const noContent = { 204: { description: 'Done' } };

/** The routes besides commands and lists: sign-in, the profile, uploads and downloads (PDFs, spreadsheets, files), public pages. */
export const otherPaths: Record<string, PathItem> = {
  '/health': {
    get: op('/health', {
      tag: 'Operations',
      summary: 'The process is alive',
      roles: 'public',
      ok: { 200: json(anyObject), 503: json(anyObject, 'No free database session') },
    }),
  },
  '/ready': {
    get: op('/ready', {
      tag: 'Operations',
      summary: 'The platform is ready (database, read models caught up)',
      roles: 'public',
      ok: { 200: json(anyObject), 503: json(anyObject, 'Not ready') },
    }),
  },

  '/auth/login': {
    post: op('/auth/login', {
      tag: 'Auth',
      summary: 'Sign in with an email, phone or registration number and a password',
      roles: 'public',
      body: jsonBody(LoginRequest),
      ok: {
        200: json(
          jsonSchemaOf(LoginResponse, 'output'),
          'Signed in: the bearer token and, with keepSignedIn, a refresh token',
        ),
      },
    }),
  },
  '/auth/refresh': {
    post: op('/auth/refresh', {
      tag: 'Auth',
      summary: 'A refresh token spent for a new pair in the same session',
      roles: 'public',
      body: jsonBody(RefreshRequest),
      ok: { 200: json(jsonSchemaOf(LoginResponse, 'output')) },
    }),
  },
  '/auth/logout': {
    post: op('/auth/logout', {
      tag: 'Auth',
      summary: 'Ends the session of the token presented and of the refresh token sent',
      roles: 'public',
      ok: noContent,
    }),
  },
  '/auth/set-password': {
    post: op('/auth/set-password', {
      tag: 'Auth',
      summary: 'A first password (or a reset) with a one-time code',
      roles: 'public',
      body: jsonBody(SetPasswordRequest),
      ok: { 200: json(anyObject) },
    }),
  },
  '/auth/forgot-password': {
    post: op('/auth/forgot-password', {
      tag: 'Auth',
      summary: 'Mails a reset code to an account',
      roles: 'public',
      body: jsonBody(ForgotPasswordRequest),
      ok: { 202: json(jsonSchemaOf(ForgotPasswordResponse, 'output')) },
    }),
  },
  '/auth/verify-code': {
    post: op('/auth/verify-code', {
      tag: 'Auth',
      summary: 'A one-time code spent for a reset token',
      roles: 'public',
      body: jsonBody(VerifyCodeRequest),
      ok: { 200: json(jsonSchemaOf(VerifyCodeResponse, 'output')) },
    }),
  },
  '/auth/reset-password': {
    post: op('/auth/reset-password', {
      tag: 'Auth',
      summary: 'A new password with a reset token',
      roles: 'public',
      body: jsonBody(ResetPasswordRequest),
      ok: { 200: json(jsonSchemaOf(ResetPasswordResponse, 'output')) },
    }),
  },

  '/me': {
    get: op('/me', {
      tag: 'Profile',
      summary: "The signed-in person's own record",
      roles: everyRole,
      ok: { 200: json(anyObject) },
    }),
  },
  '/me/password': {
    post: op('/me/password', {
      tag: 'Profile',
      summary: 'Changes the password, knowing the current one; other sessions end',
      roles: everyRole,
      body: jsonBody(ChangeMyPasswordInput),
      ok: { 200: json(anyObject) },
    }),
  },
  '/notifications': {
    get: op('/notifications', {
      tag: 'Profile',
      summary: 'The bell: the latest items and how many are unseen',
      roles: everyRole,
      ok: { 200: json(anyObject) },
    }),
  },
  '/my-school': {
    get: op('/my-school', {
      tag: 'Profile',
      summary: "The signed-in person's school",
      roles: schoolRoles,
      ok: { 200: json(anyObject) },
      notFound: true,
    }),
  },
  '/my-school/logo': {
    get: op('/my-school/logo', {
      tag: 'Profile',
      summary: "The school's logo",
      roles: schoolRoles,
      ok: { 200: binary('image/*', 'The logo') },
      notFound: true,
    }),
  },
  '/my-class': {
    get: op('/my-class', {
      tag: 'Profile',
      summary: "A student's class",
      roles: ['STUDENT'],
      ok: { 200: json(anyObject) },
      notFound: true,
    }),
  },
  '/my-children': {
    get: op('/my-children', {
      tag: 'Profile',
      summary: "A parent's children at each school",
      roles: ['PARENT'],
      ok: { 200: json({ type: 'array' }) },
    }),
  },

  '/files/{id}': {
    get: op('/files/{id}', {
      tag: 'Files',
      summary: 'An uploaded file (a logo, a photo, a receipt) its reader may see',
      roles: everyRole,
      ok: { 200: binary('application/octet-stream', 'The file, with its own content type') },
      notFound: true,
    }),
  },
  '/files/documents/{documentId}': {
    get: op('/files/documents/{documentId}', {
      tag: 'Files',
      summary: "A school document's file",
      roles: everyRole,
      ok: { 200: binary('application/octet-stream', 'The document, with its own content type') },
      notFound: true,
    }),
  },

  '/imports/dry-run': {
    post: op('/imports/dry-run', {
      tag: 'Imports',
      summary:
        'What an import file would create, update and refuse, row by row (a bursar: opening balances only)',
      roles: ['ADMIN', 'BURSAR'],
      body: importUpload,
      ok: { 200: json(anyObject) },
    }),
  },
  '/imports/skipped-rows': {
    post: op('/imports/skipped-rows', {
      tag: 'Imports',
      summary: 'The rows a dry run refused, as a CSV to correct',
      roles: ['ADMIN', 'BURSAR'],
      body: importUpload,
      ok: { 200: csv },
    }),
  },
  '/imports': {
    post: op('/imports', {
      tag: 'Imports',
      summary:
        'Imports teachers, students, parents or opening balances from a file (Accept: application/x-ndjson for progress lines); a bursar imports opening balances only',
      roles: ['ADMIN', 'BURSAR'],
      body: importUpload,
      ok: { 200: json(anyObject, 'Nothing written'), 201: json(anyObject, 'Records written') },
    }),
  },
  '/imports/template': {
    get: op('/imports/template', {
      tag: 'Imports',
      summary: 'The template of an import file',
      roles: ['ADMIN', 'BURSAR'],
      query: {
        kind: { enum: [...importKinds], required: true },
        format: { enum: ['csv', 'xlsx'] },
      },
      ok: {
        200: {
          description: 'The template',
          content: {
            'text/csv': { schema: { type: 'string' } },
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
              schema: { type: 'string', contentEncoding: 'binary' },
            },
          },
        },
      },
    }),
  },

  '/report-cards/pdf': {
    get: op('/report-cards/pdf', {
      tag: 'Report cards',
      summary: 'Every published card of a class for a term, one PDF',
      roles: ['ADMIN'],
      query: classAndTerm,
      ok: { 200: pdf },
      notFound: true,
    }),
  },
  '/report-cards/{id}/pdf': {
    get: op('/report-cards/{id}/pdf', {
      tag: 'Report cards',
      summary: 'One report card as a PDF',
      roles: everyRole,
      ok: { 200: pdf },
      notFound: true,
    }),
  },
  '/report-cards/{id}/logo': {
    get: op('/report-cards/{id}/logo', {
      tag: 'Report cards',
      summary: 'The school logo a card shows',
      roles: everyRole,
      ok: { 200: binary('image/*', 'The logo') },
      notFound: true,
    }),
  },
  '/report-card-readiness': {
    get: op('/report-card-readiness', {
      tag: 'Report cards',
      summary: 'What a class still lacks before its cards can be published',
      roles: ['ADMIN'],
      query: classAndTerm,
      ok: { 200: json(anyObject) },
    }),
  },
  '/public/verify/{code}': {
    get: op('/public/verify/{code}', {
      tag: 'Public',
      summary: "What a printed report card's verification code proves",
      roles: 'public',
      ok: { 200: json(anyObject) },
      notFound: true,
    }),
  },
  '/public/results/{token}': {
    get: op('/public/results/{token}', {
      tag: 'Public',
      summary:
        "The report card a results link was sent for, as the parent's card view reads it, without a sign-in (404 once expired or replaced)",
      roles: 'public',
      ok: { 200: json(anyObject) },
      notFound: true,
    }),
  },
  '/public/results/{token}.pdf': {
    get: op('/public/results/{token}.pdf', {
      tag: 'Public',
      summary: 'The PDF of the report card a results link was sent for, without a sign-in',
      roles: 'public',
      ok: { 200: pdf },
      notFound: true,
    }),
  },
  '/public/schools': {
    get: op('/public/schools', {
      tag: 'Public',
      summary: 'Schools by name, for enrolment and enquiries',
      roles: 'public',
      query: { q: { type: 'string', maxLength: 100 }, onChikoro: { enum: ['true', 'false'] } },
      ok: { 200: json({ type: 'array', items: anyObject }) },
    }),
  },

  '/broadsheets': {
    get: op('/broadsheets', {
      tag: 'Results',
      summary:
        'A class\'s or a level\'s broadsheet for a term (filter {"classId"|"levelId", "termId"})',
      roles: ['SUPERADMIN', 'ADMIN', 'TEACHER'],
      query: { filter: { type: 'string' } },
      ok: { 200: json({ type: 'array', items: anyObject }) },
    }),
  },
  '/broadsheets/{id}': {
    get: op('/broadsheets/{id}', {
      tag: 'Results',
      summary: 'One broadsheet by its id',
      roles: ['SUPERADMIN', 'ADMIN', 'TEACHER'],
      ok: { 200: json(anyObject) },
      notFound: true,
    }),
  },
  '/broadsheets/{id}/{termId}.xlsx': {
    get: op('/broadsheets/{id}/{termId}.xlsx', {
      tag: 'Results',
      summary: "A class's broadsheet as a workbook",
      roles: ['SUPERADMIN', 'ADMIN', 'TEACHER'],
      ok: { 200: xlsx },
      notFound: true,
    }),
  },
  '/broadsheets/{id}/{termId}.pdf': {
    get: op('/broadsheets/{id}/{termId}.pdf', {
      tag: 'Results',
      summary: "A class's broadsheet as a PDF",
      roles: ['SUPERADMIN', 'ADMIN', 'TEACHER'],
      ok: { 200: pdf },
      notFound: true,
    }),
  },
  '/broadsheets/level/{id}/{termId}.xlsx': {
    get: op('/broadsheets/level/{id}/{termId}.xlsx', {
      tag: 'Results',
      summary: "A level's broadsheet as a workbook",
      roles: ['SUPERADMIN', 'ADMIN'],
      ok: { 200: xlsx },
      notFound: true,
    }),
  },
  '/broadsheets/level/{id}/{termId}.pdf': {
    get: op('/broadsheets/level/{id}/{termId}.pdf', {
      tag: 'Results',
      summary: "A level's broadsheet as a PDF",
      roles: ['SUPERADMIN', 'ADMIN'],
      ok: { 200: pdf },
      notFound: true,
    }),
  },
  '/exams/{examId}/marks-template.csv': {
    get: op('/exams/{examId}/marks-template.csv', {
      tag: 'Results',
      summary: "An exam's marks sheet to fill in, as CSV",
      roles: ['ADMIN', 'TEACHER'],
      ok: { 200: csv },
      notFound: true,
    }),
  },
  '/exams/{examId}/marks-template.xlsx': {
    get: op('/exams/{examId}/marks-template.xlsx', {
      tag: 'Results',
      summary: "An exam's marks sheet to fill in, as a workbook",
      roles: ['ADMIN', 'TEACHER'],
      ok: { 200: xlsx },
      notFound: true,
    }),
  },

  '/term-close/{termId}': {
    get: op('/term-close/{termId}', {
      tag: 'Results',
      summary:
        "A term's close: open or closed, the next term's opening, and what is still open (exams without marks, classes not published, cards without comments, registers not taken)",
      roles: ['ADMIN'],
      ok: { 200: json(anyObject) },
      notFound: true,
    }),
  },
  '/classes/{id}/class-list.pdf': {
    get: op('/classes/{id}/class-list.pdf', {
      tag: 'School',
      summary:
        "A class's list (names, registration numbers, gender, parent phone) as a PDF, for the admin and the class teacher",
      roles: ['ADMIN', 'TEACHER'],
      ok: { 200: pdf },
      notFound: true,
    }),
  },
  '/classes/{id}/sign-in-codes.pdf': {
    post: op('/classes/{id}/sign-in-codes.pdf', {
      tag: 'School',
      summary:
        'A fresh one-time sign-in code for each active student of the class (one IssueStudentSignInCode each, earlier codes retired), printed once as a PDF, for the admin and the class teacher',
      roles: ['ADMIN', 'TEACHER'],
      ok: { 200: pdf },
      notFound: true,
    }),
  },
  '/classes/{id}/register-sheet.pdf': {
    get: op('/classes/{id}/register-sheet.pdf', {
      tag: 'School',
      summary:
        "A blank register for a month's school days as a PDF, for the admin and the class teacher",
      roles: ['ADMIN', 'TEACHER'],
      query: { month: { type: 'string', pattern: '^\\d{4}-\\d{2}$', required: true } },
      ok: { 200: pdf },
      notFound: true,
    }),
  },

  '/payments/{id}/receipt.pdf': {
    get: op('/payments/{id}/receipt.pdf', {
      tag: 'Fees',
      summary: "A payment's receipt as a PDF, with its number and verification code",
      roles: ['SUPERADMIN', 'ADMIN', 'BURSAR', 'STUDENT', 'PARENT'],
      ok: { 200: pdf },
      notFound: true,
    }),
  },
  '/fee-debtors.xlsx': {
    get: op('/fee-debtors.xlsx', {
      tag: 'Fees',
      summary:
        'The debtors list as a workbook: a row per family and currency owed, with the list’s filter and sort',
      roles: ['ADMIN', 'BURSAR'],
      query: {
        filter: { type: 'string', description: 'As GET /fee-debtors takes it (JSON)' },
        sort: { type: 'string', description: 'As GET /fee-debtors takes it (JSON)' },
      },
      ok: { 200: xlsx },
    }),
  },
  '/fee-debtors-totals': {
    get: op('/fee-debtors-totals', {
      tag: 'Fees',
      summary:
        'Per currency, how many families the debtors filter finds owe in it, and what they owe in each ageing bucket',
      roles: ['ADMIN', 'BURSAR'],
      query: { filter: { type: 'string', description: 'As GET /fee-debtors takes it (JSON)' } },
      ok: {
        200: json({
          type: 'array',
          items: {
            type: 'object',
            properties: {
              currency: { type: 'string' },
              families: { type: 'integer' },
              balance: { type: 'string', description: 'minor units' },
              current: { type: 'string' },
              days30: { type: 'string' },
              days60: { type: 'string' },
              days90: { type: 'string' },
            },
            required: ['currency', 'families', 'balance', 'current', 'days30', 'days60', 'days90'],
          },
        }),
      },
    }),
  },
  '/fee-cash-up': {
    get: op('/fee-cash-up', {
      tag: 'Fees',
      summary:
        "A day's payments by channel and currency, with receipt ranges and totals, and that day's reversals apart",
      roles: ['ADMIN', 'BURSAR'],
      query: { date: { type: 'string', format: 'date', description: 'Today unless given' } },
      ok: { 200: json(anyObject) },
    }),
  },
  '/fee-cash-up.pdf': {
    get: op('/fee-cash-up.pdf', {
      tag: 'Fees',
      summary: "A day's cash-up as a PDF to print and sign",
      roles: ['ADMIN', 'BURSAR'],
      query: { date: { type: 'string', format: 'date', description: 'Today unless given' } },
      ok: { 200: pdf },
    }),
  },
  '/receipt-register-check': {
    get: op('/receipt-register-check', {
      tag: 'Fees',
      summary:
        "The gap check of a year's receipts, over the whole year: the first and last number, how many, and each run of numbers missing from 000001 to the last",
      roles: ['SUPERADMIN', 'ADMIN', 'BURSAR'],
      query: {
        year: { type: 'string', pattern: '^\\d{4}$', description: 'This year unless given' },
        schoolId: { ...uuid, description: "The superadmin's choice of school (others: their own)" },
      },
      ok: { 200: json(anyObject) },
    }),
  },
  '/payment-details': {
    get: op('/payment-details', {
      tag: 'Fees',
      summary:
        "How the reader's school takes fees: its bank account, mobile-money wallets and notes (details null until the admin sets them)",
      roles: ['ADMIN', 'PARENT', 'STUDENT'],
      ok: { 200: json(jsonSchemaOf(PaymentDetailsAnswer)) },
    }),
  },
  '/receipt-messages': {
    get: op('/receipt-messages', {
      tag: 'Fees',
      summary:
        "Whether the reader's school sends payments' receipts by SMS and by email (both on until its fee keepers turn one off)",
      roles: ['ADMIN', 'BURSAR'],
      ok: { 200: json(jsonSchemaOf(ReceiptSettingsAnswer)) },
    }),
  },
  '/public/receipts/{code}': {
    get: op('/public/receipts/{code}', {
      tag: 'Public',
      summary: "What a printed receipt's verification code proves",
      roles: 'public',
      ok: { 200: json(anyObject) },
      notFound: true,
    }),
  },

  '/school-setup/summary': {
    get: op('/school-setup/summary', {
      tag: 'School',
      summary: "How far the school's set-up has come",
      roles: ['ADMIN', 'TEACHER'],
      ok: { 200: json(anyObject) },
    }),
  },
  '/statistics': {
    get: op('/statistics', {
      tag: 'Platform',
      summary: "The platform's figures",
      roles: ['SUPERADMIN'],
      ok: { 200: json(anyObject) },
    }),
  },
  '/events.csv': {
    get: op('/events.csv', {
      tag: 'Platform',
      summary: "The audit log as CSV, with the events list's sort and filter",
      roles: ['SUPERADMIN'],
      query: { sort: { type: 'string' }, filter: { type: 'string' } },
      ok: { 200: csv },
    }),
  },
  '/messages': {
    get: op('/messages', {
      tag: 'Messages',
      summary: 'The mails and SMS sent about an announcement or a parent invitation',
      roles: ['ADMIN'],
      query: {
        topic: {
          type: 'string',
          required: true,
          description: 'announcement:<id> or parent-invitation:<id>',
        },
      },
      ok: { 200: json(anyObject) },
    }),
  },
  '/parent-invitations/{parentId}': {
    get: op('/parent-invitations/{parentId}', {
      tag: 'Messages',
      summary: "A parent's invitation link, to pass on by hand",
      roles: ['ADMIN'],
      ok: { 200: json(anyObject) },
      notFound: true,
    }),
  },
  '/results-settings': {
    get: op('/results-settings', {
      tag: 'Results',
      summary:
        "The school's results choices: whether a results link goes to each parent on publication",
      roles: ['ADMIN'],
      ok: {
        200: json({
          type: 'object',
          properties: { sendOnPublication: { type: 'boolean' } },
          required: ['sendOnPublication'],
        }),
      },
    }),
  },
  '/report-card-settings': {
    get: op('/report-card-settings', {
      tag: 'Results',
      summary:
        "How the school's report cards look: conduct and effort per subject or not, and whether scores print whole or with one decimal",
      roles: ['ADMIN', 'TEACHER'],
      ok: {
        200: json({
          type: 'object',
          properties: {
            conductAndEffort: { type: 'boolean' },
            scoreFormat: { type: 'string', enum: ['WHOLE', 'ONE_DECIMAL'] },
          },
          required: ['conductAndEffort', 'scoreFormat'],
        }),
      },
    }),
  },
  '/sms/twilio/status': {
    post: op('/sms/twilio/status', {
      tag: 'Messages',
      summary: "Twilio's delivery report of an SMS (signed with X-Twilio-Signature)",
      roles: 'public',
      body: {
        type: 'application/x-www-form-urlencoded',
        schema: {
          type: 'object',
          properties: { MessageSid: { type: 'string' }, MessageStatus: { type: 'string' } },
        },
      },
      ok: { 204: { description: 'Recorded' } },
    }),
  },
};
