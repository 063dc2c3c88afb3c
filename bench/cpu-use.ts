/**
 * CPU time from Linux's /proc, for figures that the host's other tenants move less than
 * they move latency: what a process spent (all its threads, and its main thread, the event
 * loop's) and the share of this machine's CPU time the hypervisor gave to others (steal).
 * Where /proc is missing, every reading is null and the bench prints no such figure.
 */
import fs from 'node:fs'

const TICKS_PER_SECOND = 100

export type CpuReading = {
  /** CPU seconds of the whole process and of its main thread. */
  process: number
  mainThread: number
  /** This machine's CPU ticks: all of them, and those stolen by the hypervisor. */
  machine: number
  stolen: number
}

/** utime + stime of a /proc/…/stat line, in seconds. */
function cpuSeconds(statFile: string): number {
  const stat = fs.readFileSync(statFile, 'utf8')
  // Fields after the command's closing parenthesis: state is the first, utime the 12th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
}

function machineTicks() {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/)
  const values = ticks.map(Number)
  // user nice system idle iowait irq softirq steal (guest time is counted in user already)
  return { machine: values.slice(0, 8).reduce((a, b) => a + b, 0), stolen: values[7] ?? 0 }
}

export function readCpu(pid: number): CpuReading | null {
  try {
    return {
      process: cpuSeconds(`/proc/${pid}/stat`),
      mainThread: cpuSeconds(`/proc/${pid}/task/${pid}/stat`),
      ...machineTicks(),
    }
  } catch {
    return null
  }
}

/** Between two readings: µs of CPU per request, and the share of CPU stolen. */
export function cpuPerRequest(from: CpuReading | null, to: CpuReading | null, requests: number) {
  if (!from || !to || requests === 0) return null
  const us = (seconds: number) => (seconds * 1e6) / requests
  return {
    process: us(to.process - from.process),
    mainThread: us(to.mainThread - from.mainThread),
    stolen: (to.stolen - from.stolen) / Math.max(1, to.machine - from.machine),
  }
}
