import type { CommandModule } from '../module';
import { migrateAbsenceAlerts } from '../attendance/alerts';
import { migrateAudience } from './audience';
import { startAnnouncementDeliveryReactor } from './delivery';
import { registerAnnouncementCommands } from './routes';

/** Announcements and school events: post, edit, withdraw; delivery by mail, SMS and bell; read receipts. */
export const announcementsCommands: CommandModule = {
  migrate: async (pool) => {
    await migrateAudience(pool);
    await migrateAbsenceAlerts(pool);
  },
  register: (registry, { store, pool }) => registerAnnouncementCommands(registry, { store, pool }),
  reactors: [
    ({ store, pool, mailer, publicUrl, clock, onError }) =>
      startAnnouncementDeliveryReactor({
        store,
        pool,
        mailer,
        publicUrl,
        clock,
        onError: onError('announcement delivery reactor'),
      }),
  ],
};
