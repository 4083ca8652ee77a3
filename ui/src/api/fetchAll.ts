import { apiFetch } from './httpClient';

const PAGE = 100;
const MAX_PAGES = 50;

/** Every row of a list resource, page by page (the API serves at most 100 rows a request). */
export async function fetchAll<Row>(
  resource: string,
  filter: Record<string, unknown> = {},
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const range = encodeURIComponent(JSON.stringify([page * PAGE, page * PAGE + PAGE - 1]));
    const { json, headers } = await apiFetch(
      `/api/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${range}`,
    );
    const batch = Array.isArray(json) ? (json as Row[]) : [];
    rows.push(...batch);
    const total = Number(/\/(\d+)$/.exec(headers.get('Content-Range') ?? '')?.[1] ?? rows.length);
    if (batch.length < PAGE || rows.length >= total) break;
  }
  return rows;
}
