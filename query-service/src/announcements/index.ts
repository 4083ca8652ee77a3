import { listResource, type QueryModule } from '../module';
import {
  announcementReadsResource,
  announcementRecipientsResource,
  announcementsResource,
} from './announcements';

export const announcementsQueries: QueryModule = {
  resources: [
    listResource(announcementsResource),
    listResource(announcementReadsResource),
    listResource(announcementRecipientsResource),
  ],
};
