import { readFileSync } from 'node:fs'

/** Linux's clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on every common build). */
const TICKS_PER_SECOND = 100

/**
 * CPU time a process has used so far (user + system, ms), from /proc; null where there is none.
 * On a shared machine this is steadier than requests per second: other work slows a server
 * down, but costs it little CPU per request.
 */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
  } catch {
    return null
  }
}
