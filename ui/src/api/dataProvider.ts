import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, fetchUtils } from 'react-admin';
import { apiFetch, sendCommand, type CommandResult } from './httpClient';

/** react-admin resource names whose API path differs (the route keeps the spec's name). */
const apiPaths: Record<string, string> = {
  'school-enrolment-requests': 'enrolment-requests',
  'enquiries-from-schools': 'enquiries',
};
const apiPath = (resource: string): string => apiPaths[resource] ?? resource;

const httpClient = (url: string, options: fetchUtils.Options = {}) => apiFetch(url, options);

const rest = simpleRestProvider('/api', httpClient);

export interface ChikoroDataProvider extends DataProvider {
  /** Writes go through commands, never through REST create/update/delete. */
  command: <T extends CommandResult = CommandResult>(type: string, body: unknown) => Promise<T>;
}

export const dataProvider: ChikoroDataProvider = {
  getList: (resource, params) => rest.getList(apiPath(resource), params),
  getOne: (resource, params) => rest.getOne(apiPath(resource), params),
  getMany: (resource, params) => rest.getMany(apiPath(resource), params),
  getManyReference: (resource, params) => rest.getManyReference(apiPath(resource), params),
  create: () => Promise.reject(new Error('Records are created through commands.')),
  update: () => Promise.reject(new Error('Records are changed through commands.')),
  updateMany: () => Promise.reject(new Error('Records are changed through commands.')),
  delete: () => Promise.reject(new Error('Records are removed through commands.')),
  deleteMany: () => Promise.reject(new Error('Records are removed through commands.')),
  command: (type, body) => sendCommand(type, body),
};
