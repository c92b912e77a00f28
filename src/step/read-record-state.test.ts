import { expect, test } from 'vitest'
import { readRecordState } from './read-record-state'

test('a record page reads where Back goes and its list from the history entry', () => {
  expect(readRecordState({ from: '/?v=1', list: [['v1', 'a'], ['v2', '3']] })).toEqual({ from: '/?v=1', list: [['v1', 'a'], ['v2', '3']] })
})

test.each([null, undefined, 'text', 42, { from: 7 }, { list: [['v3', 'a']] }, { list: [['v1', 1]] }, { list: 'v1 a' }, { list: [['v1']] }])(
  'ignores any other state in the entry (%j): the page opens as if cold',
  (state) => {
    expect(readRecordState(state)).toEqual({})
  },
)
