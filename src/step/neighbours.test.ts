import { describe, expect, test } from 'vitest'
import { coldCandidates, neighbourInList } from './neighbours'
import type { StepRef } from './record-state'

const list: StepRef[] = [
  ['v1', 'a'],
  ['v2', '7'],
  ['v1', 'b'],
]

describe('a step through the list a record was opened from', () => {
  test('goes to the record before or after it, of either version', () => {
    expect(neighbourInList(list, 'v2', '7', -1)).toEqual(['v1', 'a'])
    expect(neighbourInList(list, 'v2', '7', 1)).toEqual(['v1', 'b'])
  })

  test('has nowhere to go past either end', () => {
    expect(neighbourInList(list, 'v1', 'a', -1)).toBeNull()
    expect(neighbourInList(list, 'v1', 'b', 1)).toBeNull()
  })

  test('knows only the record it holds: the same id of the other version is another record', () => {
    expect(neighbourInList(list, 'v1', '7', 1)).toBeNull()
  })
})

describe('a cold v2 step', () => {
  test('tries the three nearest ids each way, nearest first', () => {
    expect(coldCandidates(10, 1)).toEqual([11, 12, 13])
    expect(coldCandidates(10, -1)).toEqual([9, 8, 7])
  })

  test('tries no id before 1', () => {
    expect(coldCandidates(2, -1)).toEqual([1])
    expect(coldCandidates(1, -1)).toEqual([])
  })
})
