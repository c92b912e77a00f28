import type { RecordState, StepRef } from './record-state'

const isRef = (value: unknown): value is StepRef =>
  Array.isArray(value) && value.length === 2 && (value[0] === 'v1' || value[0] === 'v2') && typeof value[1] === 'string'

/** A history entry's state as a record page reads it: anything else there (another app's, an older one's) is ignored. */
export function readRecordState(state: unknown): RecordState {
  if (typeof state !== 'object' || state === null) return {}
  const { from, list } = state as Record<string, unknown>
  return {
    ...(typeof from === 'string' && { from }),
    ...(Array.isArray(list) && list.every(isRef) && { list }),
  }
}
