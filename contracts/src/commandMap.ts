import type { z } from 'zod';
import type { CommandSpec } from './shared/commandSpec';
import { announcementCommandSpecs } from './announcements/commandMap';
import { attendanceCommandSpecs } from './attendance/commandMap';
import { classCommandSpecs } from './classes/commandMap';
import { documentCommandSpecs } from './documents/commandMap';
import { enquiryCommandSpecs } from './enquiries/commandMap';
import { examCommandSpecs } from './exams/commandMap';
import { feeCommandSpecs } from './fees/commandMap';
import { importCommandSpecs } from './imports/commandMap';
import { parentCommandSpecs } from './parents/commandMap';
import { profileCommandSpecs } from './people/commandMap';
import { resultCommandSpecs } from './results/commandMap';
import { schoolCommandSpecs } from './schools/commandMap';
import { setupCommandSpecs } from './setup/commandMap';
import { studentCommandSpecs } from './students/commandMap';
import { teacherCommandSpecs } from './teachers/commandMap';
import { bursarCommandSpecs } from './bursars/commandMap';
import { termCloseCommandSpecs } from './termclose/commandMap';
import { promotionCommandSpecs } from './promotions/commandMap';

/**
 * Every command `POST /api/commands/<name>` takes, one line a module: its body's schema (the
 * server parses with it, the UI's forms validate with it), its answer and who may send it.
 */
export const commandMap = {
  ...schoolCommandSpecs,
  ...enquiryCommandSpecs,
  ...parentCommandSpecs,
  ...profileCommandSpecs,
  ...setupCommandSpecs,
  ...classCommandSpecs,
  ...teacherCommandSpecs,
  ...bursarCommandSpecs,
  ...studentCommandSpecs,
  ...resultCommandSpecs,
  ...examCommandSpecs,
  ...importCommandSpecs,
  ...attendanceCommandSpecs,
  ...announcementCommandSpecs,
  ...documentCommandSpecs,
  ...feeCommandSpecs,
  ...termCloseCommandSpecs,
  ...promotionCommandSpecs,
} satisfies Record<string, CommandSpec>;

export type CommandMap = typeof commandMap;
export type CommandName = keyof CommandMap;
/** The body a sender writes (before the schema's defaults and trimming). */
export type CommandInput<K extends CommandName> = z.input<CommandMap[K]['input']>;
/** The body as the server holds it once parsed. */
export type ParsedCommandInput<K extends CommandName> = z.output<CommandMap[K]['input']>;
export type CommandAnswer<K extends CommandName> = z.output<CommandMap[K]['answer']>;

export const commandNames = Object.keys(commandMap) as CommandName[];

export const isCommandName = (name: unknown): name is CommandName =>
  typeof name === 'string' && Object.prototype.hasOwnProperty.call(commandMap, name);
