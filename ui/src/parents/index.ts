import FamilyIcon from '@mui/icons-material/FamilyRestroom';
import type { UiModule } from '../module';
import { ParentList } from './ParentList';

/** Parent management in the school admin's area (spec 001 §2.6); self-registration is a public page. */
export const parentsUi: UiModule = {
  admin: [{ name: 'parent-management', options: { label: 'Parent Management', apiPath: 'parents' }, list: ParentList, icon: FamilyIcon }],
};
