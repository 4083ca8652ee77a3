import { createElement } from 'react';
import PaymentsIcon from '@mui/icons-material/Payments';
import type { UiModule } from '../module';
import { lazyScreen } from '../shared/lazyScreen';

const FeesPage = lazyScreen(() => import('./FeesPage'), 'FeesPage');
const ParentFeesPage = lazyScreen(() => import('./ParentFees'), 'ParentFeesPage');

/**
 * School fees: the admin's Fees page (the payment desk, the term's fee schedule, billing and the
 * exchange rates), the same page as the bursar's home (/bursar, the only entry of their sidebar), and the parent's Fees Management page (spec 001 §2.13): each child's balances,
 * statement and receipts.
 */
const keeperResources = [
  { name: 'fee-items', recordRepresentation: 'name' },
  { name: 'exchange-rates' },
  { name: 'fee-accounts' },
  { name: 'payments' },
  { name: 'invoices' },
  { name: 'fee-debtors' },
  { name: 'cash-sessions' },
  { name: 'collections' },
  { name: 'collection-rates' },
  { name: 'receipt-register' },
  { name: 'fee-learners' },
  { name: 'sponsors' },
  { name: 'sponsor-claims' },
  { name: 'discounts' },
];
const keeperReads = {
  'fee-items': ['list'],
  'exchange-rates': ['list'],
  'fee-accounts': ['list'],
  payments: ['list'],
  invoices: ['list'],
  'fee-debtors': ['list'],
  'cash-sessions': ['list'],
  collections: ['list'],
  'collection-rates': ['list'],
  'receipt-register': ['list'],
  'fee-learners': ['list'],
  sponsors: ['list'],
  'sponsor-claims': ['list'],
  discounts: ['list'],
} as const;

export const feesUi: UiModule = {
  admin: keeperResources,
  bursar: keeperResources,
  parent: [{ name: 'my-fees' }, { name: 'fee-statements' }, { name: 'payments' }],
  adminRoutes: [{ path: 'fees', element: createElement(FeesPage) }],
  parentRoutes: [{ path: 'fees_management', element: createElement(ParentFeesPage) }],
  menu: [
    {
      area: 'admin',
      label: 'Fees',
      path: 'fees',
      icon: PaymentsIcon,
      order: 85,
      keywords: [
        'fee schedule',
        'fee items',
        'exchange rates',
        'ZiG',
        'tuition',
        'levy',
        'payment',
        'receipt',
        'receipt register',
        'billing',
        'invoice',
        'debtors',
        'arrears',
        'cash-up',
        'sponsors',
        'BEAM',
        'discounts',
      ],
    },
    { area: 'parent', label: 'Fees Management', path: 'fees_management', order: 40 },
    { area: 'bursar', label: 'Fees', path: '', icon: PaymentsIcon, order: 10 },
  ],
  grants: {
    ADMIN: { reads: keeperReads },
    BURSAR: { reads: keeperReads },
    PARENT: { reads: { 'my-fees': ['list'], 'fee-statements': ['list'], payments: ['list'] } },
  },
};
