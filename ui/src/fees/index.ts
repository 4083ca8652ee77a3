import { createElement } from 'react';
import PaymentsIcon from '@mui/icons-material/Payments';
import type { UiModule } from '../module';
import { FeesPage } from './FeesPage';

/**
 * School fees: the admin's Fees page (the term's fee schedule and the exchange rates), and the
 * parent portal's sidebar entry (spec 001 §2.13), which shows the coming-soon page until the module has screens.
 */
export const feesUi: UiModule = {
  admin: [{ name: 'fee-items', recordRepresentation: 'name' }, { name: 'exchange-rates' }],
  adminRoutes: [{ path: 'fees', element: createElement(FeesPage) }],
  menu: [
    { area: 'admin', label: 'Fees', path: 'fees', icon: PaymentsIcon, order: 85, keywords: ['fee schedule', 'fee items', 'exchange rates', 'ZiG', 'tuition', 'levy'] },
    { area: 'parent', label: 'Fees Management', path: 'fees_management', order: 40 },
  ],
  grants: { ADMIN: { reads: { 'fee-items': ['list'], 'exchange-rates': ['list'] } } },
};
