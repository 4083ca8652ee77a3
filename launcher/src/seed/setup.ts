import { SAMPLE_GRADING_SCALE } from '@chikoro/contracts';

/** The Ministry's calendar shape (2026: 13 Jan–10 Apr, 12 May–7 Aug, 8 Sep–4 Dec), dated in the year the demo starts. */
export function calendarOf(year: number) {
  return {
    year: { name: String(year), startDate: `${year}-01-13`, endDate: `${year}-12-04` },
    terms: [
      { name: 'Term 1', startDate: `${year}-01-13`, endDate: `${year}-04-10` },
      { name: 'Term 2', startDate: `${year}-05-12`, endDate: `${year}-08-07` },
      { name: 'Term 3', startDate: `${year}-09-08`, endDate: `${year}-12-04` },
    ],
  };
}

const departments = ['Sciences', 'Languages', 'Humanities', 'Commercials', 'Practicals'];

const secondary = {
  levels: ['Form 1', 'Form 2', 'Form 3', 'Form 4'].map((name, i) => ({
    name,
    description: i < 2 ? 'ZJC years' : 'O level years',
  })),
  subjects: [
    ['Mathematics', 'MATH', 'Sciences'],
    ['English Language', 'ENG', 'Languages'],
    ['Shona', 'SHO', 'Languages'],
    ['Combined Science', 'CSCI', 'Sciences'],
    ['Geography', 'GEO', 'Humanities'],
    ['History', 'HIS', 'Humanities'],
    ['Heritage Studies', 'HER', 'Humanities'],
    ['Agriculture', 'AGR', 'Practicals'],
    ['Commerce', 'COM', 'Commercials'],
    ['Computer Science', 'CS', 'Sciences'],
  ],
};

const primary = {
  levels: ['Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5', 'Grade 6', 'Grade 7'].map(
    (name, i) => ({ name, description: i < 2 ? 'Infant school' : 'Junior school' }),
  ),
  subjects: [
    ['Mathematics', 'MATH', 'Sciences'],
    ['English Language', 'ENG', 'Languages'],
    ['Ndebele', 'NDE', 'Languages'],
    ['Science and Technology', 'SCT', 'Sciences'],
    ['Social Science', 'SOC', 'Humanities'],
    ['Heritage Studies', 'HER', 'Humanities'],
    ['Agriculture', 'AGR', 'Practicals'],
    ['Physical Education', 'PE', 'Practicals'],
    ['Visual and Performing Arts', 'VPA', 'Practicals'],
    ['Information and Communication Technology', 'ICT', 'Sciences'],
  ],
};

/**
 * A demo school's set-up through the admin's own commands: the year of `today` with its three terms,
 * departments, Form 1–4 or Grade 1–7 with the spec's sample scale, and about ten subjects.
 */
export async function setUpDemoSchool(
  baseUrl: string,
  adminToken: string,
  schoolName: string,
  today: string,
): Promise<void> {
  const post = async (type: string, body: unknown): Promise<Record<string, unknown>> => {
    const res = await fetch(`${baseUrl}/api/commands/${type}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`Demo data: ${type} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const { year, terms } = calendarOf(Number(today.slice(0, 4)));
  const academicYearId = (await post('OpenAcademicYear', year)).academicYearId;
  for (const term of terms) await post('AddTerm', { academicYearId, ...term });
  const departmentIds = new Map<string, unknown>();
  for (const name of departments)
    departmentIds.set(name, (await post('AddDepartment', { name })).departmentId);
  const school = /primary/i.test(schoolName) ? primary : secondary;
  for (const level of school.levels)
    await post('DefineLevel', { ...level, gradingScale: SAMPLE_GRADING_SCALE });
  for (const [name, code, department] of school.subjects)
    await post('AddSubject', { name, code, departmentId: departmentIds.get(department!) });
}
