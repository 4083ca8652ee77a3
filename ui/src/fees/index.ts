import type { UiModule } from '../module';

/** School fees: the parent portal's sidebar entry (spec 001 §2.13), which shows the coming-soon page until the module has screens. */
export const feesUi: UiModule = {
  menu: [{ area: 'parent', label: 'Fees Management', path: 'fees_management', order: 40 }],
};
