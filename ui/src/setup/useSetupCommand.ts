import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { z } from 'zod';
import { commandMap, type CommandName, type FieldError } from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { ApiError, type CommandBody } from '../api/httpClient';
import { decisionError } from '../shared/decisionError';

/** The server's field errors of a refused command: the dataProvider hands them on as `body.fieldErrors`. */
function fieldErrorsOf(refusal: unknown): FieldError[] {
  if (refusal instanceof ApiError) return refusal.fieldErrors;
  const listed = (refusal as { body?: { fieldErrors?: unknown } } | null)?.body?.fieldErrors;
  return Array.isArray(listed) ? (listed as FieldError[]) : [];
}

/** Every issue with its field path ('gradingScale.2.minScore'); a scale may have several problems, so none is dropped. */
export function issuesOf(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || '_', message: issue.message }));
}

interface Messages {
  /** Spec 001 §8's success text for this popup. */
  success: string;
  /** Shown above the server's reason when the command is refused (spec 001 §8: 'Failed to submit term'). */
  failure?: string;
}

/**
 * A set-up popup's submit: checked first with the same schema the server uses, then sent as a
 * command; field errors (ours or the server's) stay next to their fields, the server's reason
 * above them; on success the lists refresh, the spec's text shows and the popup closes.
 */
export function useSetupCommand<K extends CommandName>(type: K, messages: Messages) {
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const reset = () => {
    setErrors([]);
    setFailure(null);
  };

  async function submit(input: unknown, onDone: () => void): Promise<void> {
    reset();
    const parsed = commandMap[type].input.safeParse(input);
    if (!parsed.success) {
      setErrors(issuesOf(parsed.error));
      return;
    }
    setBusy(true);
    try {
      // Checked with the command's own schema just now: what it accepts is what the command takes.
      await dataProvider.command(type, parsed.data as CommandBody<K>);
      notify(messages.success, { type: 'success' });
      refresh();
      onDone();
    } catch (error) {
      const reason = decisionError(error, 'The server could not be reached. Try again.');
      setFailure(messages.failure ? `${messages.failure}: ${reason}` : reason);
      setErrors(fieldErrorsOf(error));
    } finally {
      setBusy(false);
    }
  }

  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  return { busy, errors, failure, errorOf, submit, reset, setErrors };
}
