import { expect, test } from 'vitest'
import { V1_LIMIT, V1_LIMIT_RULE } from './limits'

test('the v1 limit’s message names its bounds', () => {
  expect(V1_LIMIT_RULE).toBe(`limit must be a whole number from ${V1_LIMIT.min} to ${V1_LIMIT.max}`)
})
