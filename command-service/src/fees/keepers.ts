import {
  ForbiddenError,
  NotFoundError,
  authMessages,
  feeKeepers,
  type CommandContext,
} from '@chikoro/contracts';

/**
 * The school a fee command acts for: the token's, never the body's, and only for its fee keepers
 * (the admin and bursars); anyone else is refused (403).
 */
export function feeKeepersSchool(context: CommandContext): string {
  const schoolId = context.schoolId;
  if (!schoolId || !feeKeepers.includes(context.actorRole as never))
    throw new ForbiddenError(authMessages.forbidden);
  return schoolId;
}

/** As feeKeepersSchool, for a stream of one school: another school's is not found (404, `notFound`). */
export function feeKeepersOwn(
  streamSchoolId: string | null,
  context: CommandContext,
  notFound: string,
): string {
  const schoolId = feeKeepersSchool(context);
  if (streamSchoolId !== null && streamSchoolId !== schoolId) throw new NotFoundError(notFound);
  return schoolId;
}
