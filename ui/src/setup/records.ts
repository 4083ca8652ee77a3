import { formatSchoolDay, type GradeBand } from '@chikoro/contracts';

/** The set-up lists' rows as the query service answers them (GET /api/academic-years, /terms, ...). */
export interface AcademicYear {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  current: boolean;
}
export interface Term extends AcademicYear {
  academicYearId: string;
  academicYearName: string;
  status: string;
}
export interface Department {
  id: string;
  name: string;
  subjectCount: number;
}
export interface Level {
  id: string;
  name: string;
  description: string | null;
  gradingScale: { version: number; rows: GradeBand[] };
}
export interface GradingScaleVersion {
  id: string;
  levelId: string;
  levelName: string;
  version: number;
  rows: GradeBand[];
  current: boolean;
  createdAt: string;
}
export interface Subject {
  id: string;
  name: string;
  code: string | null;
  departmentId: string | null;
  departmentName: string | null;
}

export const dateRange = (r: { startDate: string; endDate: string }) =>
  `${formatSchoolDay(r.startDate)} – ${formatSchoolDay(r.endDate)}`;

/** 'A 75–100 · B 65–74 · …', best grade first. */
export const scaleLine = (rows: readonly GradeBand[]) =>
  [...rows]
    .sort((a, b) => b.minScore - a.minScore)
    .map((r) => `${r.grade} ${r.minScore}–${r.maxScore}`)
    .join(' · ');
