/**
 * Reading a Chromium trace (Playwright's browser.startTracing) and a V8 CPU profile (CDP Profiler)
 * for the benches: the renderer main thread's tasks, each with its CPU time by kind of work.
 */
export type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string; data?: { functionName?: string; url?: string } }
}
/**
 * One task of the main thread: where it starts and ends (ms, the trace's clock), its wall and CPU
 * time, its exclusive CPU time by event name, and its CPU time by phase of a frame (Blink's
 * `Blink.<Phase>.UpdateTime`, inclusive) or by function its script called.
 */
export type MainTask = { start: number; end: number; wall: number; cpu: number; frame: boolean; kinds: Map<string, number>; phases: Map<string, number> }

const cpuOf = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000
const add = (map: Map<string, number>, key: string, time: number) => map.set(key, (map.get(key) ?? 0) + time)
/** A frame's phase (the time Blink itself gives each), or a script's outermost function. */
function phaseOf(event: TraceEvent, insideScript: boolean): string | null {
  const phase = /^Blink\.(\w+)\.UpdateTime$/.exec(event.name)?.[1]
  if (phase) return phase
  if (event.name !== 'FunctionCall' || insideScript) return null
  const { functionName, url } = event.args?.data ?? {}
  return `script ${functionName || '(anonymous)'} ${url?.split('/').at(-1) ?? ''}`
}

/** The renderer main thread's tasks (RunTask), each with the CPU time (the thread's own, which a busy machine does not stretch) of the events inside it. */
export function mainThreadTasks(events: readonly TraceEvent[]): MainTask[] {
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid} ${e.tid}`))
  const onMain = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && mains.has(`${e.pid} ${e.tid}`))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const tasks: MainTask[] = []
  // The open events: each one's time, less its children's, is its own.
  let stack: { event: TraceEvent; end: number; children: number }[] = []
  let task: MainTask | null = null
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
      const open = stack.pop()
      if (!open || !task) continue
      add(task.kinds, open.event.name, cpuOf(open.event) - open.children)
      const parent = stack.at(-1)
      if (parent) parent.children += cpuOf(open.event)
    }
  }
  for (const event of onMain) {
    close(event.ts)
    if (event.name === 'ThreadControllerImpl::RunTask' && stack.length === 0) {
      const end = (event.ts + (event.dur ?? 0)) / 1000
      task = { start: event.ts / 1000, end, wall: (event.dur ?? 0) / 1000, cpu: cpuOf(event), frame: false, kinds: new Map(), phases: new Map() }
      tasks.push(task)
      stack = []
    }
    if (!task || event.ts / 1000 >= task.end) continue
    if (event.name === 'WebFrameWidgetImpl::BeginMainFrame') task.frame = true
    const phase = phaseOf(event, stack.some((open) => open.event.name === 'FunctionCall'))
    if (phase) add(task.phases, phase, cpuOf(event))
    stack.push({ event, end: event.ts + (event.dur ?? 0), children: 0 })
  }
  close(Infinity)
  return tasks
}

export type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

/** The functions the profiler sampled most within these tasks (same clock as the trace), by self time. */
export function profileSelfTimes(profile: CpuProfile, tasks: readonly MainTask[]): [string, number][] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map<string, number>()
  let time = profile.startTime
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i] ?? 0
    const at = time / 1000
    if (!tasks.some((task) => at >= task.start && at <= task.end)) return
    const frame = nodes.get(id)?.callFrame
    if (!frame) return
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').at(-1) ?? ''}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`
    add(self, key, (profile.timeDeltas[i + 1] ?? 0) / 1000)
  })
  return [...self].sort((a, b) => b[1] - a[1])
}

/** The median, 90th centile and largest of some times. */
export function spread(times: readonly number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return { median: at(0.5), p90: at(0.9), max: sorted.at(-1) ?? 0, sum: sorted.reduce((a, b) => a + b, 0) }
}
