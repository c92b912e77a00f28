/**
 * The screens and states `npm run screenshots` captures: each is a page address of the demo site
 * (its `?mock=` fault switches, see README.md), what to wait for, and what to do before the shot.
 * They are listed by what they show, a file each.
 */
import { BROWSE_STATES } from './browse-states.ts'
import { KEPT_STATES } from './kept-states.ts'
import { RECORD_STATES } from './record-states.ts'
import type { State } from './steps.ts'

export type { State, Step } from './steps.ts'

export const STATES: readonly State[] = [...BROWSE_STATES, ...RECORD_STATES, ...KEPT_STATES]
