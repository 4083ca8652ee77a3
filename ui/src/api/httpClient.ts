import {
  problemType,
  type CommandAnswer,
  type CommandInput,
  type CommandMap,
  type CommandName,
  type FieldError,
  type Problem,
} from '@chikoro/contracts';
import { getToken } from '../auth/session';
import { BUSY_TRIES, busyRetryAfter, waitWhileBusy } from './busy';

/** A failed API call: `message` is the problem's user-facing `detail` (or its title). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<Problem> | undefined;

  constructor(message: string, status: number, body: Partial<Problem> | undefined) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The field errors of a 400 problem, in the order the server listed them. */
  get fieldErrors(): FieldError[] {
    return Array.isArray(this.body?.errors) ? this.body.errors : [];
  }
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

export interface ApiRequest extends Omit<RequestInit, 'headers'> {
  headers?: HeadersInit;
  /** Send the stored bearer token (default true; the public calls turn it off). */
  auth?: boolean;
}

const POSITION_KEY = 'consistentAfter';

/**
 * Read your writes: the global position of the last command this tab sent. Every GET carries it
 * as `X-Consistent-After`, so the query service answers only once its projections have passed it.
 */
export function rememberPosition(position: number): void {
  if (!Number.isFinite(position)) return;
  if (position > (lastPosition() ?? -1)) sessionStorage.setItem(POSITION_KEY, String(position));
}

export function lastPosition(): number | undefined {
  const stored = sessionStorage.getItem(POSITION_KEY);
  if (stored === null) return undefined;
  const value = Number(stored);
  return Number.isFinite(value) ? value : undefined;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function asProblem(json: unknown): Partial<Problem> | undefined {
  return json && typeof json === 'object' ? (json as Partial<Problem>) : undefined;
}

/** What a person is told, whatever the screen, while the server cannot reach its database (503, Retry-After). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Chikoro cannot reach its database; try again in a moment.';

/** What a read still turned away after every try says (the page stopped trying by itself). */
export const BUSY_GAVE_UP_MESSAGE =
  'Many families are reading results right now: try again in a few minutes.';

/** The sentence a failed call shows: the problem's `detail`, else its title, else the status. */
export function problemMessage(
  problem: Partial<Problem> | undefined,
  status: number,
  statusText = '',
): string {
  if (problem?.type === problemType('database-unavailable')) return DATABASE_UNAVAILABLE_MESSAGE;
  if (problem?.type === problemType('busy')) return BUSY_GAVE_UP_MESSAGE;
  return problem?.detail || problem?.title || statusText || `HTTP error! status: ${status}`;
}

/**
 * fetch for /api with the bearer token and the consistency header; an expired access token is
 * refreshed once ("keep me signed in") and the call repeated; while the server is busy (503 busy,
 * nothing done) the call is repeated after its Retry-After, the notice showing. The response is left unread.
 */
export async function authorisedFetch(url: string, request: ApiRequest = {}): Promise<Response> {
  for (let tries = 1; ; tries++) {
    const response = await authorisedFetchOnce(url, request);
    const seconds = tries < BUSY_TRIES ? await busyRetryAfter(response) : undefined;
    if (seconds === undefined) return response;
    await response.body?.cancel();
    await waitWhileBusy(seconds);
  }
}

async function authorisedFetchOnce(url: string, request: ApiRequest): Promise<Response> {
  const { auth = true, headers: given, ...init } = request;
  const headers = new Headers(given);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (typeof init.body === 'string' && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  const token = auth ? getToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const method = (init.method ?? 'GET').toUpperCase();
  const position = lastPosition();
  if (method === 'GET' && position !== undefined)
    headers.set('X-Consistent-After', String(position));

  const response = await fetch(url, { ...init, method, headers });
  if (response.status !== 401 || !token) return response;
  // An expired access token: "keep me signed in" refreshes it once; otherwise the session ends.
  // Loaded on first need: the public pages carry no schema library.
  const { endSession, refreshAccessToken } = await import('../auth/refresh');
  if (await refreshAccessToken()) {
    headers.set('Authorization', `Bearer ${getToken()}`);
    return fetch(url, { ...init, method, headers });
  }
  endSession();
  return response;
}

/** A failed response's problem+json as an ApiError (its `detail`, else its title, as the message). */
export async function failureOf(response: Response): Promise<ApiError> {
  const problem = asProblem(parse(await response.text()));
  return new ApiError(
    problemMessage(problem, response.status, response.statusText),
    response.status,
    problem,
  );
}

/** fetch for /api: bearer token, consistency header, and problem+json turned into an ApiError. */
export async function apiFetch(url: string, request: ApiRequest = {}): Promise<ApiResponse> {
  const response = await authorisedFetch(url, request);
  if (!response.ok) throw await failureOf(response);
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, json: parse(body) };
}

export interface CommandResult {
  streamId: string;
  position: number;
  [key: string]: unknown;
}

/** A key that makes a repeated command answer its first result; works outside secure contexts too. */
export function newCommandKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `cmd-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** What a command is: its type and content (a file by its name, size, type and date), for telling a repeat from a new change. */
function intentOf(type: string, body: unknown, auth: boolean): string {
  const content =
    body instanceof FormData
      ? [...body.entries()].map(([field, value]) => [
          field,
          typeof value === 'string'
            ? value
            : `${value.name}:${value.size}:${value.type}:${value.lastModified}`,
        ])
      : (body ?? {});
  return `${auth ? 'bearer' : 'public'} ${type} ${JSON.stringify(content)}`;
}

/** The keys of commands sent and not yet settled by an answer, by what they are. */
const unsettled = new Map<string, string>();

/**
 * Whether an answer settles the command: done, or refused for good (the server frees a refused
 * command's key). Not so a lost answer (a network failure), a server error, "still being
 * processed" or "too many requests": sending the same again then is the same intent.
 */
function settles(failure: unknown): boolean {
  if (!(failure instanceof ApiError)) return false;
  const { status } = failure;
  if (status >= 500 || status === 408 || status === 429) return false;
  return !(
    status === 409 && failure.body?.type === 'https://chikoro.app/problems/still-processing'
  );
}

/** What a command is sent with: its input, or a FormData (text fields and files) where files travel. */
export type CommandBody<K extends CommandName> = CommandMap[K] extends { multipart: true }
  ? FormData
  : CommandInput<K>;

export interface SendOptions {
  /** Send the stored bearer token (default true; the public commands turn it off). */
  auth?: boolean;
  /** A key the page made for its own intent (a public form's one submission), used as it is. */
  idempotencyKey?: string;
}

/**
 * Sends a command of the contracts' command map: `POST /api/commands/<name>` with a JSON body or,
 * where files travel, a FormData body; an unknown name or a body the command does not take does
 * not compile. Its position is remembered so the next reads see its effect. Each command
 * carries an Idempotency-Key made once per intent: the same command with the same content sent
 * again before an answer settled it (a second click while the first is pending, or after a lost
 * answer) carries the same key, and so does the repeat after a refreshed sign-in; the server
 * answers it with the first result rather than doing it twice.
 */
export async function sendCommand<K extends CommandName>(
  type: K,
  body: CommandBody<K>,
  options: SendOptions = {},
): Promise<CommandAnswer<K>> {
  return (await postCommand(type, body, options)) as CommandAnswer<K>;
}

/**
 * The one place a command is posted. Only `sendCommand` (a body typed by the command map) and
 * `sendFormCommand` (a form's values parsed with the command map's schema) call it.
 */
export async function postCommand(
  type: CommandName,
  body: unknown,
  options: SendOptions = {},
): Promise<unknown> {
  const payload = body instanceof FormData ? body : JSON.stringify(body ?? {});
  const intent = intentOf(type, body, options.auth ?? true);
  const given = options.idempotencyKey;
  const key = given ?? unsettled.get(intent) ?? newCommandKey();
  if (!given) unsettled.set(intent, key);
  let json: unknown;
  try {
    ({ json } = await apiFetch(`/api/commands/${encodeURIComponent(type)}`, {
      method: 'POST',
      body: payload,
      auth: options.auth,
      headers: { 'Idempotency-Key': key },
    }));
  } catch (failure) {
    if (settles(failure) && unsettled.get(intent) === key) unsettled.delete(intent);
    throw failure;
  }
  if (unsettled.get(intent) === key) unsettled.delete(intent);
  const position = (json as { position?: unknown } | undefined)?.position;
  if (typeof position === 'number') rememberPosition(position);
  return json;
}

/** Downloads a protected file (an uploaded logo or receipt) with the bearer token. */
export async function apiBlob(
  url: string,
  signal?: AbortSignal,
  method: 'GET' | 'POST' = 'GET',
): Promise<Blob> {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(url, { method, headers, signal });
  if (!response.ok) {
    const problem = asProblem(parse(await response.text()));
    throw new ApiError(problemMessage(problem, response.status), response.status, problem);
  }
  return response.blob();
}
