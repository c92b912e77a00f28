import type { ApiVersion } from '../api/schemas'
import type { StepRef } from './record-state'

export type Direction = -1 | 1

/** How many ids a cold v2 step tries each way, past ids the API says are not found. */
export const COLD_TRIES = 3

/** The record before (-1) or after (1) this one in the list it was opened from; null at an end or when it is not in it. */
export function neighbourInList(list: readonly StepRef[], version: ApiVersion, id: string, direction: Direction): StepRef | null {
  const at = list.findIndex(([v, each]) => v === version && each === id)
  if (at === -1) return null
  return list[at + direction] ?? null
}

/** The v2 ids a cold step tries, nearest first: at most COLD_TRIES, none before 1. */
export function coldCandidates(id: number, direction: Direction): number[] {
  return Array.from({ length: COLD_TRIES }, (_, index) => id + direction * (index + 1)).filter((each) => each >= 1)
}
