import { eventDefinition, readModel } from '../shared/modules';
import { BursarRegistered, BursarStatusChanged } from './events';

export const bursarStream = (bursarId: string): string => `bursar-${bursarId}`;

/** The school's bursars. */
export const bursarsModel = readModel('bursars', ['bursars']);

export const bursarEvents = [
  eventDefinition(BursarRegistered),
  eventDefinition(BursarStatusChanged),
];
