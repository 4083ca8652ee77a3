import { useCallback, useEffect, useRef, useState } from 'react';
import type { MarkValue } from '@chikoro/contracts';
import { sendCommand } from '../api/httpClient';
import { decisionError } from '../shared/decisionError';
import { parseMark } from './markText';

export type SaveState =
  { kind: 'saved' } | { kind: 'saving' } | { kind: 'unsaved' } | { kind: 'error'; message: string };

/** A cell being typed in: its student and its text as it stands. */
interface Draft {
  studentId: string;
  text: string;
}

const pendingKey = (examId: string) => `chikoro.unsavedMarks.${examId}`;
const draftKey = (examId: string) => `chikoro.markDraft.${examId}`;

function read<T>(key: string, valid: (value: unknown) => value is T): T | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return valid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
const isRecord = (v: unknown): v is Record<string, MarkValue> =>
  v !== null && typeof v === 'object';
const isDraft = (v: unknown): v is Draft =>
  isRecord(v) && typeof v.studentId === 'string' && typeof v.text === 'string';

function store(examId: string, pending: Record<string, MarkValue>): void {
  if (Object.keys(pending).length === 0) localStorage.removeItem(pendingKey(examId));
  else localStorage.setItem(pendingKey(examId), JSON.stringify(pending));
}

/**
 * Saves each mark the teacher commits (leaves its cell with), at once, in one RecordMarks with any
 * other committed meanwhile; what is on its way to a mark is never sent. A committed mark waits in
 * localStorage until the server has acknowledged that very value. The cell being typed in is kept
 * there too, as a draft: if the tab goes away mid-mark, the draft is taken as committed (when it is
 * a valid mark) and goes out then or on the next opening, so closing the tab loses nothing.
 */
export function useMarkSaver(examId: string, outOf: number) {
  const [opening] = useState(() =>
    takeDraft(examId, outOf, read(pendingKey(examId), isRecord) ?? {}),
  );
  const waiting = useRef(opening);
  const sending = useRef(false);
  const [state, setState] = useState<SaveState>(
    Object.keys(opening).length ? { kind: 'unsaved' } : { kind: 'saved' },
  );

  const flush = useCallback(async () => {
    if (sending.current) return;
    const entries = Object.entries(waiting.current);
    if (entries.length === 0) return;
    sending.current = true;
    setState({ kind: 'saving' });
    try {
      await sendCommand('RecordMarks', {
        examId,
        marks: entries.map(([studentId, mark]) => ({ studentId, mark })),
      });
      for (const [studentId, mark] of entries)
        if (waiting.current[studentId] === mark) delete waiting.current[studentId];
      store(examId, waiting.current);
      sending.current = false;
      if (Object.keys(waiting.current).length) void flush();
      else setState({ kind: 'saved' });
    } catch (failure) {
      sending.current = false;
      setState({
        kind: 'error',
        message: decisionError(
          failure,
          'The marks could not be saved: they are kept on this device, try again.',
        ),
      });
    }
  }, [examId]);

  /** Marks committed together (a cell left, a column pasted): sent now, as one command. */
  const commit = useCallback(
    (marks: Record<string, MarkValue>) => {
      Object.assign(waiting.current, marks);
      store(examId, waiting.current);
      setState({ kind: 'unsaved' });
      void flush();
    },
    [examId, flush],
  );

  const draft = useCallback(
    (studentId: string, text: string | null) => {
      if (text === null) localStorage.removeItem(draftKey(examId));
      else
        localStorage.setItem(draftKey(examId), JSON.stringify({ studentId, text } satisfies Draft));
    },
    [examId],
  );

  useEffect(() => {
    // Marks committed before the tab closed go out as soon as the grid opens again.
    if (Object.keys(waiting.current).length) void flush();
    const warn = (event: BeforeUnloadEvent) => {
      if (Object.keys(waiting.current).length || localStorage.getItem(draftKey(examId)))
        event.preventDefault();
    };
    // The tab is going: the cell being typed in counts as left.
    const leave = () => {
      waiting.current = takeDraft(examId, outOf, waiting.current);
      void flush();
    };
    window.addEventListener('beforeunload', warn);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('pagehide', leave);
      // Closing the grid sends what is still waiting rather than leaving it for next time.
      leave();
    };
  }, [examId, outOf, flush]);

  return { state, commit, draft, retry: flush, unsaved: () => ({ ...waiting.current }) };
}

/** The draft left by a tab that went away mid-mark, as a committed mark when it is a valid one (stored, and the draft gone). */
function takeDraft(
  examId: string,
  outOf: number,
  pending: Record<string, MarkValue>,
): Record<string, MarkValue> {
  const left = read(draftKey(examId), isDraft);
  if (!left) return pending;
  localStorage.removeItem(draftKey(examId));
  const parsed = parseMark(left.text, outOf);
  if (!parsed.ok) return pending;
  const next = { ...pending, [left.studentId]: parsed.mark };
  store(examId, next);
  return next;
}
