import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Phase, SessionEvent, Table, TableState } from '@tabula/play';

/**
 * A table's latest state, drawn again on every change, and each event as it comes to `onEvent` (the
 * page says takebacks and armies standing in its status line).
 */
export function useTableState(table: Table, onEvent: (event: SessionEvent) => void): TableState {
  const eventHandler = useRef(onEvent);
  useEffect(() => {
    eventHandler.current = onEvent;
  });
  // The state the table last gave, kept so that React reads one object until the table changes.
  const latest = useRef<{ readonly table: Table; readonly state: TableState } | null>(null);
  const subscribe = useCallback(
    (notify: () => void) =>
      table.subscribe((change) => {
        if (change.type === 'state') {
          latest.current = { table, state: change.state };
          notify();
        } else eventHandler.current(change.event);
      }),
    [table],
  );
  const read = useCallback(() => {
    if (latest.current?.table !== table) latest.current = { table, state: table.current() };
    return latest.current.state;
  }, [table]);
  return useSyncExternalStore(subscribe, read);
}

/**
 * The table's record as this page may keep it (its viewer's copy, ST-9), read again at each version and
 * each change of viewer: the start it holds turns the board and counts what was captured, and its moves
 * are what stepping through the game shows. Null during the set-up phase, when there is no record yet.
 */
export function useTableRecord(table: Table, version: number, viewer: string, phase: Phase): string | null {
  const [record, setRecord] = useState<{ readonly key: string; readonly text: string } | null>(null);
  const key = `${version}/${viewer}`;
  useEffect(() => {
    if (phase === 'setup') return;
    let current = true;
    table.record().then(
      (result) => {
        if (current && result.ok) setRecord({ key, text: result.value });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [table, key, phase]);
  // An older copy serves until the new one comes (the start it holds does not change), but never another viewer's.
  return phase === 'setup' || record === null || !record.key.endsWith(`/${viewer}`) ? null : record.text;
}
