import ExcelJS from 'exceljs';
import { simplePdf } from './pdf';

interface SignIn {
  identifier: string;
  password: string;
}

interface DemoDocument {
  title: string;
  description?: string;
  visibility: 'STAFF' | 'FAMILIES';
  file: () => Promise<{ name: string; bytes: Buffer; type: string }>;
}

const pdf = (name: string, heading: string, lines: string[]) => async () => ({
  name,
  bytes: simplePdf(heading, lines),
  type: 'application/pdf',
});

async function dutyRoster() {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Duty roster');
  sheet.addRows([
    ['Week', 'Gate duty', 'Break duty', 'Sports'],
    ['Week 1', 'Mr Moyo', 'Mrs Dube', 'Mr Ncube'],
    ['Week 2', 'Mrs Dube', 'Mr Ncube', 'Mr Moyo'],
    ['Week 3', 'Mr Ncube', 'Mr Moyo', 'Mrs Dube'],
  ]);
  return {
    name: 'duty-roster.xlsx',
    bytes: Buffer.from(await book.xlsx.writeBuffer()),
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}

/** The first school's documents: two for families, two for staff only. */
export const demoDocuments: readonly DemoDocument[] = [
  {
    title: 'School calendar',
    description: 'Term dates, holidays and the main school events of the year.',
    visibility: 'FAMILIES',
    file: pdf('school-calendar.pdf', 'School calendar', [
      'Term 1: 14 January to 10 April',
      'Term 2: 13 May to 7 August',
      'Term 3: 9 September to early December',
      'Prize-giving day and sports day dates follow in the Communications Centre.',
    ]),
  },
  {
    title: 'Uniform and stationery list',
    visibility: 'FAMILIES',
    file: pdf('uniform-and-stationery.pdf', 'Uniform and stationery list', [
      'Blazer, white shirt, school tie, grey trousers or skirt, black shoes.',
      'Six 96-page exercise books, a ruler, a scientific calculator.',
      'Lost property is kept at the office until the end of term.',
    ]),
  },
  {
    title: 'Staff duty roster',
    description: 'Gate, break and sports duty by week.',
    visibility: 'STAFF',
    file: dutyRoster,
  },
  {
    title: 'Marking guidelines',
    visibility: 'STAFF',
    file: pdf('marking-guidelines.pdf', 'Marking guidelines', [
      'Enter every mark in the grid as you mark; absent is ABS, exempt is EX, never 0.',
      'Comments are due a week before results are published.',
    ]),
  },
];

/** The first school's admin uploads the demo documents through UploadDocument, as the Documents page does. */
export async function seedDemoDocuments(baseUrl: string, admin: SignIn): Promise<string[]> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: admin.identifier, password: admin.password }),
  });
  if (!login.ok)
    throw new Error(`Demo data: ${admin.identifier} could not sign in to upload documents`);
  const { token } = (await login.json()) as { token: string };
  const ids: string[] = [];
  for (const document of demoDocuments) {
    const form = new FormData();
    form.append('title', document.title);
    if (document.description) form.append('description', document.description);
    form.append('visibility', document.visibility);
    const file = await document.file();
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const res = await fetch(`${baseUrl}/api/commands/UploadDocument`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    if (!res.ok)
      throw new Error(`Demo data: UploadDocument answered ${res.status}: ${await res.text()}`);
    ids.push(String(((await res.json()) as { documentId: string }).documentId));
  }
  return ids;
}
