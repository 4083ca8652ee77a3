import ClassIcon from '@mui/icons-material/Class';
import type { UiModule } from '../module';
import { ClassList } from './ClassList';

/** The classes module's screens: spec 001 §2.7's class management in the admin area. */
export const classesUi: UiModule = {
  admin: [{ name: 'class-management', options: { label: 'Class Management', apiPath: 'classes' }, list: ClassList, icon: ClassIcon, recordRepresentation: 'name' }],
};
