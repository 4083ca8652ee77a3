import type { Role } from '@chikoro/contracts';
import { recordCommands } from '../api/commands';
import type { UiModule } from '../module';
import { grantsFor, uiModules } from '../modules';

export type Access = (role: Role | null | undefined, resource: string, action: string) => boolean;

/**
 * What each role may see and send from a react-admin area, as the modules grant it: only cosmetic,
 * the services decide. A command is granted on the resource it changes (see recordCommands), never on another.
 */
export function accessOf(modules: readonly UiModule[]): Access {
  const grantsByRole = grantsFor(modules);
  return (role, resource, action) => {
    const grants = role ? grantsByRole[role] : undefined;
    if (!grants) return false;
    if ((grants.reads[resource] as readonly string[] | undefined)?.includes(action)) return true;
    const command = grants.commands.find((c) => c === action);
    return command !== undefined && recordCommands[command].resource === resource;
  };
}

let granted: Access | undefined;

/** The grants of every module of the UI, gathered once on first use. */
export const canAccess: Access = (role, resource, action) =>
  (granted ??= accessOf(uiModules))(role, resource, action);
