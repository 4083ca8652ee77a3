import { createElement } from 'react';
import TuneIcon from '@mui/icons-material/Tune';
import type { UiModule } from '../module';
import { lazyScreen } from '../shared/lazyScreen';

const SchoolInformationPage = lazyScreen(
  () => import('./SchoolInformationPage'),
  'SchoolInformationPage',
);

/** School set-up in the admin area: the school-information page, and its lists for references (level, subject, term names). */
export const setupUi: UiModule = {
  admin: [
    { name: 'academic-years', recordRepresentation: 'name' },
    {
      name: 'terms',
      recordRepresentation: (t: { name: string; academicYearName: string }) =>
        `${t.name} ${t.academicYearName}`,
    },
    { name: 'departments', recordRepresentation: 'name' },
    { name: 'levels', recordRepresentation: 'name' },
    { name: 'grading-scales' },
    { name: 'subjects', recordRepresentation: 'name' },
  ],
  adminRoutes: [{ path: 'menage-school-info', element: createElement(SchoolInformationPage) }],
  menu: [
    {
      area: 'admin',
      label: 'School Settings',
      path: 'menage-school-info',
      aliases: ['manage-school-info'],
      icon: TuneIcon,
      order: 100,
      keywords: [
        'academic year',
        'terms',
        'departments',
        'levels',
        'grades',
        'grading scale',
        'subjects',
        'school information',
      ],
    },
  ],
};
