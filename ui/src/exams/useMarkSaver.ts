import { useCallback, useEffect, useRef, useState } from 'react';
import type { MarkValue } from '@chikoro/contracts';
import { sendCommand } from '../api/httpClient';
import { decisionError } from '../shared/decisionError';

export type SaveState = { kind: 'saved' } | { kind: 'saving' } | { kind: 'unsaved' } | { kind: 'error'; message: string };

const storageKey = (examId: string) => `chikoro.unsavedMarks.${examId}`;
const SAVE_AFTER_MS = 700;

function load(examId: string): Record<string, MarkValue> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(examId)) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, MarkValue>) : {};
  } catch {
    return {};
  }
}

function store(examId: string, pending: Record<string, MarkValue>): void {
  if (Object.keys(pending).length === 0) localStorage.removeItem(storageKey(examId));
  else localStorage.setItem(storageKey(examId), JSON.stringify(pending));
}

/**
 * Saves marks as they are typed: each change waits in localStorage (so closing the tab loses
 * nothing) and goes out, with the others typed meanwhile, in one RecordMarks a moment later. An
 * entry leaves storage only once the server has acknowledged that very value.
 */
export function useMarkSaver(examId: string, onSaved: (marks: Record<string, MarkValue>) => void) {
  const pending = useRef<Record<string, MarkValue>>(load(examId));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sending = useRef(false);
  const [state, setState] = useState<SaveState>(Object.keys(pending.current).length ? { kind: 'unsaved' } : { kind: 'saved' });

  const flush = useCallback(async () => {
    if (sending.current) return;
    const batch = { ...pending.current };
    const entries = Object.entries(batch);
    if (entries.length === 0) return;
    sending.current = true;
    setState({ kind: 'saving' });
    try {
      await sendCommand('RecordMarks', { examId, marks: entries.map(([studentId, mark]) => ({ studentId, mark })) });
      for (const [studentId, mark] of entries) if (pending.current[studentId] === mark) delete pending.current[studentId];
      store(examId, pending.current);
      onSaved(batch);
      sending.current = false;
      if (Object.keys(pending.current).length) void flush();
      else setState({ kind: 'saved' });
    } catch (failure) {
      sending.current = false;
      setState({ kind: 'error', message: decisionError(failure, 'The marks could not be saved: they are kept on this device, try again.') });
    }
  }, [examId, onSaved]);

  const change = useCallback((studentId: string, mark: MarkValue) => {
    pending.current[studentId] = mark;
    store(examId, pending.current);
    setState({ kind: 'unsaved' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), SAVE_AFTER_MS);
  }, [examId, flush]);

  useEffect(() => {
    // Marks typed before the tab closed go out as soon as the grid opens again.
    if (Object.keys(pending.current).length) void flush();
    const warn = (event: BeforeUnloadEvent) => {
      if (Object.keys(pending.current).length) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      // Closing the grid sends what is still waiting rather than leaving it for next time.
      clearTimeout(timer.current);
      void flush();
    };
  }, [flush]);

  return { state, change, retry: flush, unsaved: () => ({ ...pending.current }) };
}
