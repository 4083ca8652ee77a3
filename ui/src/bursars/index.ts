import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import type { UiModule } from '../module';
import { lazyScreen } from '../shared/lazyScreen';

const BursarList = lazyScreen(() => import('./BursarList'), 'BursarList');

/** The admin's bursars: the list with each one's status, "Add bursar" (each gets a staff sign-in for the fees), Deactivate and Reactivate. */
export const bursarsUi: UiModule = {
  admin: [
    {
      name: 'bursars',
      options: { label: 'Bursars' },
      list: BursarList,
      icon: PointOfSaleIcon,
      recordRepresentation: (b: { firstName: string; lastName: string }) =>
        `${b.firstName} ${b.lastName}`,
    },
  ],
  menu: [
    {
      area: 'admin',
      label: 'Bursars',
      path: 'bursars',
      icon: PointOfSaleIcon,
      order: 32,
      keywords: ['bursar', 'staff', 'accounts clerk', 'fees staff'],
    },
  ],
  grants: { ADMIN: { reads: { bursars: ['list'] }, commands: ['ChangeBursarStatus'] } },
};
