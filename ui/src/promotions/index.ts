import { createElement } from 'react';
import UpgradeIcon from '@mui/icons-material/Upgrade';
import type { UiModule } from '../module';
import { lazyScreen } from '../shared/lazyScreen';

const PromotionPage = lazyScreen(() => import('./PromotionPage'), 'PromotionPage');

/** The end of the year: the admin's promotion page, one level at a time. */
export const promotionsUi: UiModule = {
  adminRoutes: [{ path: 'promotion', element: createElement(PromotionPage) }],
  menu: [
    {
      area: 'admin',
      label: 'Promotion',
      path: 'promotion',
      icon: UpgradeIcon,
      order: 166,
      keywords: ['promote', 'repeat', 'graduate', 'year end', 'next year'],
    },
  ],
  grants: {
    ADMIN: {
      reads: { 'promotion-plans': ['list'], promotions: ['list'] },
    },
  },
};
