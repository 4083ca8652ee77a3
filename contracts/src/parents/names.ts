import { eventDefinition } from '../shared/modules';
import { ParentInvited, ParentRegistered } from './events';

export const parentStream = (parentId: string): string => `parent-${parentId}`;

export const parentEvents = [eventDefinition(ParentInvited), eventDefinition(ParentRegistered)];
