import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { cards, currentQuery, renderApp, results } from '../../test/render'

/** The box on a v1 view at `route`, emptied as someone about to type a number would. */
async function emptiedLimitBox(route: string) {
  const { user } = renderApp(undefined, { route })
  await results()
  const input = screen.getByRole('spinbutton', { name: 'Number of pepes' })
  await user.clear(input)
  return { user, input }
}

describe('Number of pepes', () => {
  test('applies after a pause', async () => {
    const { user, input } = await emptiedLimitBox('/?v=1')
    await user.type(input, '5')
    await waitFor(async () => {
      expect(await cards()).toHaveLength(5)
    })
    expect(currentQuery().get('limit')).toBe('5')
  })

  test('an out-of-range value is clamped, shown clamped, and the status says why', async () => {
    const { user, input } = await emptiedLimitBox('/?v=1&limit=3')
    await user.type(input, '99{Enter}')
    expect(input).toHaveValue(50)
    expect(currentQuery().get('limit')).toBe('50')
    expect(screen.getByRole('status')).toHaveTextContent('Showing 50, the most the API allows.')
  })

  test('leaving an emptied box puts the current value back', async () => {
    const { user, input } = await emptiedLimitBox('/?v=1&limit=3')
    await user.tab()
    expect(input).toHaveValue(3)
    expect(currentQuery().get('limit')).toBe('3')
  })
})
