import { readdirSync, readFileSync } from 'node:fs';

// CPU time of benchmark processes, from Linux's /proc: a server's, or a database's with its workers.

/** Clock ticks are 10 ms (USER_HZ = 100 on Linux). */
const CLOCK_TICK_MS = 10;

/** The fields of /proc/PID/stat after the command's closing parenthesis (the command may hold spaces). */
function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** A process's user and system CPU time so far in ms, all its threads; null where there is no /proc or no such process. */
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = statFields(pid);
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
  } catch {
    return null;
  }
}

/** The process and its living children (PostgreSQL's backends and workers are children of its postmaster). */
export function processTree(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (Number(statFields(Number(entry))[1]) === pid) children.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return [pid, ...children];
}

/** CPU ms of a process and its children as they are now (a child that has ended is no longer counted). */
export function treeCpuMs(pid: number): number {
  return processTree(pid).reduce((sum, each) => sum + (cpuMs(each) ?? 0), 0);
}
