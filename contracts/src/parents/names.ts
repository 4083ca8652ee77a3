import { eventDefinition, readModel } from '../shared/modules';
import {
  ParentInvited,
  ParentLinkedToStudent,
  ParentRegistered,
  ParentRemoved,
  ParentStatusChanged,
  ParentUnlinkedFromStudent,
} from './events';

export const parentStream = (parentId: string): string => `parent-${parentId}`;

/** The school's parents with their status and their children (spec 001 §2.6's table). */
export const parentsModel = readModel('parents', ['parents']);

export const parentEvents = [
  eventDefinition(ParentInvited),
  eventDefinition(ParentRegistered),
  eventDefinition(ParentLinkedToStudent),
  eventDefinition(ParentUnlinkedFromStudent),
  eventDefinition(ParentStatusChanged),
  eventDefinition(ParentRemoved),
];
