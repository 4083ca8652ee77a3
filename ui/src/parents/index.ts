import { createElement } from 'react';
import FamilyIcon from '@mui/icons-material/FamilyRestroom';
import type { UiModule } from '../module';
import { lazyScreen } from '../shared/lazyScreen';

const ParentList = lazyScreen(() => import('./ParentList'), 'ParentList');
const ChildrenPage = lazyScreen(() => import('./portal'), 'ChildrenPage');

/**
 * Parent management in the school admin's area (spec 001 §2.6); the parent's own children in the
 * parent portal (spec 001 §2.13: the dashboard's cards and /parent/students); self-registration is a public page.
 */
export const parentsUi: UiModule = {
  admin: [
    {
      name: 'parent-management',
      options: { label: 'Parent Management', apiPath: 'parents' },
      list: ParentList,
      icon: FamilyIcon,
    },
  ],
  parentRoutes: [{ path: 'students', element: createElement(ChildrenPage) }],
  menu: [
    {
      area: 'admin',
      label: 'Parent Management',
      path: 'parent-management',
      aliases: ['parent_management'],
      icon: FamilyIcon,
      order: 60,
      keywords: ['parents', 'guardians', 'families'],
    },
    { area: 'parent', label: 'Students', path: 'students', order: 20 },
  ],
  grants: {
    ADMIN: {
      reads: { 'parent-management': ['list', 'show'] },
      commands: [
        'ChangeParentStatus',
        'RemoveParent',
        'LinkParentToStudent',
        'UnlinkParentFromStudent',
      ],
    },
  },
};
