/** A demo school admin's calls: commands, and reads that wait for the commands before them. */
export interface DemoApi {
  send(type: string, body: unknown): Promise<Record<string, unknown>>;
  list<R>(resource: string, filter?: Record<string, unknown>): Promise<R[]>;
  /** A file through the bulk import, as its dialog sends it: the dry run, or the import itself. */
  importFile(
    kind: string,
    fileName: string,
    text: string,
    dryRun?: boolean,
  ): Promise<Record<string, unknown>>;
}

export function demoApi(baseUrl: string, token: string): DemoApi {
  let position = 0;
  const auth = { Authorization: `Bearer ${token}` };
  return {
    async send(type, body) {
      const init =
        body instanceof FormData
          ? { body, headers: auth }
          : {
              body: JSON.stringify(body),
              headers: { ...auth, 'Content-Type': 'application/json' },
            };
      const res = await fetch(`${baseUrl}/api/commands/${type}`, { method: 'POST', ...init });
      const text = await res.text();
      if (!res.ok) throw new Error(`Demo data: ${type} answered ${res.status}: ${text}`);
      const answer = JSON.parse(text) as Record<string, unknown>;
      position = Math.max(position, Number(answer.position ?? 0));
      return answer;
    },
    async importFile(kind, fileName, text, dryRun = false) {
      const body = new FormData();
      body.append('kind', kind);
      body.append('file', new Blob([text], { type: 'text/csv' }), fileName);
      const res = await fetch(`${baseUrl}/api/imports${dryRun ? '/dry-run' : ''}`, {
        method: 'POST',
        body,
        headers: auth,
      });
      const answer = await res.text();
      if (!res.ok)
        throw new Error(`Demo data: the ${kind} import answered ${res.status}: ${answer}`);
      const parsed = JSON.parse(answer) as Record<string, unknown>;
      position = Math.max(position, Number(parsed.position ?? 0));
      return parsed;
    },
    async list<R>(resource: string, filter: Record<string, unknown> = {}) {
      const query = `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,99]')}&sort=${encodeURIComponent('["id","ASC"]')}`;
      const res = await fetch(`${baseUrl}/api/${resource}?${query}`, {
        headers: { ...auth, 'X-Consistent-After': String(position) },
      });
      if (res.status === 404) return [];
      if (!res.ok)
        throw new Error(
          `Demo data: GET /api/${resource} answered ${res.status}: ${await res.text()}`,
        );
      return (await res.json()) as R[];
    },
  };
}

export interface DemoClass {
  classId: string;
  name: string;
}

/** "Form 1" → Form 1 Blue and Form 1 Gold; "Grade 3" → Grade 3A and Grade 3B: two streams a level. */
export function streamsOf(level: string): string[] {
  return /^form/i.test(level) ? [`${level} Blue`, `${level} Gold`] : [`${level}A`, `${level}B`];
}

const levelOrder = (name: string) => Number(/\d+/.exec(name)?.[0] ?? 0);

/** Two classes for each of the school's levels, through CreateClass; none when the school has no levels yet. */
export async function seedDemoClasses(api: DemoApi): Promise<DemoClass[]> {
  const levels = (await api.list<{ id: string; name: string }>('levels')).sort(
    (a, b) => levelOrder(a.name) - levelOrder(b.name),
  );
  const classes: DemoClass[] = [];
  for (const level of levels) {
    for (const name of streamsOf(level.name)) {
      const answer = await api.send('CreateClass', { levelId: level.id, name });
      classes.push({ classId: String(answer.classId), name });
    }
  }
  return classes;
}
