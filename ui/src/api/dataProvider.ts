import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type fetchUtils } from 'react-admin';
import { commandBody, formErrors, isRecordCommand, type RecordCommand } from './commands';
import type { CommandAnswer, CommandName } from '@chikoro/contracts';
import { ApiError, apiFetch, sendCommand, type CommandBody } from './httpClient';

/** react-admin resource names whose API path differs (the route keeps the spec's name). */
const apiPaths: Record<string, string> = {
  'school-enrolment-requests': 'enrolment-requests',
  'enquiries-from-schools': 'enquiries',
  'student-management': 'students',
  'parent-management': 'parents',
};
const apiPath = (resource: string): string => apiPaths[resource] ?? resource;

/** A module's resources name their API path (`options.apiPath`); the modules' list registers them here. */
export function registerApiPaths(paths: Record<string, string>): void {
  Object.assign(apiPaths, paths);
}

/**
 * ra-data-simple-rest asks for a list with a `Range` header, and Chromium then asks for the answer
 * uncompressed (`Accept-Encoding: identity`): a page of report cards travels 15 times larger. The
 * page is already in the query's `range`, and the server sends `Content-Range` without being asked.
 */
function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  headers.delete('Range');
  return apiFetch(url, { ...options, headers });
}

const rest = simpleRestProvider('/api', httpClient);

/**
 * A refused command as react-admin expects a failed write: an HttpError whose `body` is the
 * problem, its field errors keyed by field under `errors` (which react-admin forms put on their
 * fields) and the server's list of them under `fieldErrors`.
 */
export function toHttpError(failure: unknown): unknown {
  if (!(failure instanceof ApiError)) return failure;
  return new HttpError(failure.message, failure.status, {
    ...failure.body,
    fieldErrors: failure.fieldErrors,
    errors: formErrors(failure.fieldErrors),
  });
}

/** The command named in a write's `meta.command`; a write without one has no meaning here. */
function commandOf(meta: { command?: unknown } | undefined, write: string): RecordCommand {
  if (isRecordCommand(meta?.command)) return meta.command;
  throw new Error(`Records are changed through commands: ${write} needs meta.command`);
}

async function send<K extends CommandName>(
  type: K,
  body: CommandBody<K>,
): Promise<CommandAnswer<K>> {
  try {
    return await sendCommand(type, body);
  } catch (failure) {
    throw toHttpError(failure);
  }
}

export interface ChikoroDataProvider extends DataProvider {
  /** Any command of the map, by its name: what a screen sends when no record's change describes it. */
  command: <K extends CommandName>(type: K, body: CommandBody<K>) => Promise<CommandAnswer<K>>;
}

/**
 * Reads in the ra-data-simple-rest protocol; writes as commands. `update(resource, { id, data,
 * meta: { command } })` sends that command for the record and answers the record as it now is:
 * the command's position travels on the read, so the projection has already applied it.
 */
export const dataProvider: ChikoroDataProvider = {
  getList: (resource, params) => rest.getList(apiPath(resource), params),
  getOne: (resource, params) => rest.getOne(apiPath(resource), params),
  getMany: (resource, params) => rest.getMany(apiPath(resource), params),
  getManyReference: (resource, params) => rest.getManyReference(apiPath(resource), params),
  update: async (resource, params) => {
    const command = commandOf(params.meta, 'update');
    // commandBody checks the record's resource; the command's schema checked the form's data.
    await send(
      command,
      commandBody(resource, command, params.id, params.data ?? {}) as CommandBody<typeof command>,
    );
    return rest.getOne(apiPath(resource), { id: params.id });
  },
  create: () =>
    Promise.reject(
      new Error('Records are created through commands: no react-admin screen creates one yet.'),
    ),
  updateMany: () =>
    Promise.reject(new Error('Records are changed one at a time, through commands.')),
  delete: () =>
    Promise.reject(new Error('Records are removed through commands: none removes one yet.')),
  deleteMany: () =>
    Promise.reject(new Error('Records are removed through commands: none removes one yet.')),
  command: (type, body) => send(type, body),
};
