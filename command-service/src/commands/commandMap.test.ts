import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import {
  commandMap,
  fieldErrorsFrom,
  ValidationError,
  type CommandContext,
  type FieldError,
} from '@chikoro/contracts';
import type { CommandDeps } from '../module';
import { commandModules } from '../modules';
import { CommandRegistry } from './registry';

/** Registration needs no I/O: any dependency used here fails the test. */
const untouchable = new Proxy(
  {},
  {
    get: (_target, name) => () => {
      throw new Error(`no I/O while parsing: ${String(name)} was used`);
    },
  },
) as unknown as CommandDeps;

function registered(): CommandRegistry {
  const registry = new CommandRegistry();
  for (const module of commandModules) module.register(registry, untouchable);
  return registry;
}

const context: CommandContext = {
  actorId: 'a0000000-0000-4000-8000-000000000001',
  actorRole: 'ADMIN',
  schoolId: 'a0000000-0000-4000-8000-000000000002',
  now: '2026-03-02T08:00:00.000Z',
  correlationId: 'test',
};

/** The field errors a command's parse refuses a body with (none when it is not refused as invalid). */
async function refusal(
  registry: CommandRegistry,
  type: string,
  body: unknown,
): Promise<FieldError[] | 'accepted'> {
  const definition = registry.get(type)!;
  const req = {
    body,
    files: [],
    headers: {},
    principal: { userId: context.actorId, role: 'ADMIN', schoolId: context.schoolId },
  } as unknown as Request;
  try {
    await definition.parse(req, context);
    return 'accepted';
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    return 'accepted';
  }
}

describe('the command map and the commands the command service registers', () => {
  const registry = registered();

  it('name the same commands: none registered without its entry, no entry without its command', () => {
    expect([...registry.types()].sort()).toEqual(Object.keys(commandMap).sort());
  });

  it('lets each command be sent by the roles its entry lists', () => {
    expect(registry.get('CreateClass')?.access).toEqual(['ADMIN']);
    expect(registry.get('RaiseEnquiry')?.access).toBe('public');
    expect(registry.get('CorrectMark')?.access).toEqual(['ADMIN']);
    expect(registry.get('RecordMarks')?.access).toEqual(['ADMIN', 'TEACHER']);
    expect(registry.get('AcknowledgeReportCard')?.access).toEqual(['PARENT']);
    for (const type of registry.types())
      expect(registry.get(type)?.access, type).toBe(
        commandMap[type as keyof typeof commandMap].access,
      );
  });

  it('takes files with the four commands that carry them, and JSON with every other', () => {
    expect(
      registry
        .types()
        .filter((type) => registry.get(type)?.multipart)
        .sort(),
    ).toEqual(['ChangeMyPhoto', 'EnrolSchool', 'RegisterTeacher', 'UploadDocument']);
  });

  it("refuses a body with the map's schema, field by field, for every command", async () => {
    for (const [type, spec] of Object.entries(commandMap)) {
      // An empty body where the schema needs fields; otherwise a field no command has; else no object at all.
      const body = [{}, { notAField: 'x' }, 'not an object'].find(
        (candidate) => !spec.input.safeParse(candidate).success,
      );
      const checked = spec.input.safeParse(body);
      expect(checked.success, type).toBe(false);
      const expected = checked.success ? [] : fieldErrorsFrom(checked.error.issues);
      const refused = await refusal(registry, type, body);
      // Commands with files list the files' errors after the fields'.
      expect(refused === 'accepted' ? refused : refused.slice(0, expected.length), type).toEqual(
        expected,
      );
    }
  });

  it("says the class form's words for a class without level or name", async () => {
    expect(await refusal(registry, 'CreateClass', {})).toEqual([
      { field: 'levelId', message: 'Please fill in all fields' },
      { field: 'name', message: 'Please fill in all fields' },
    ]);
  });

  it('refuses to register a command the map does not know, unless its spec comes with it', () => {
    const definition = {
      type: 'PinNote',
      parse: () => ({}),
      streamId: () => 'note-1',
      decider: { initialState: {}, evolve: (s: object) => s, decide: () => [] },
    };
    expect(() => new CommandRegistry().register(definition)).toThrow(
      'Command PinNote is not in the command map',
    );
    expect(() =>
      new CommandRegistry().register(
        { ...definition, type: 'CreateClass' },
        commandMap.DeleteClass,
      ),
    ).toThrow('Command CreateClass is in the command map: its spec is there');
  });
});
