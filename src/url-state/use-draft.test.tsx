import { act, renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { useDraft } from './use-draft'

function setup() {
  const sent: string[] = []
  const hook = renderHook(
    ({ url }) =>
      useDraft(url, (text, _phase, target) => {
        const value = text.trim()
        if (value !== target) sent.push(value)
        return value
      }),
    { initialProps: { url: '' } },
  )
  const type = (text: string) => {
    act(() => {
      hook.result.current.setDraft(text)
    })
  }
  const commit = () => {
    act(() => {
      hook.result.current.commit(false)
    })
  }
  return { ...hook, sent, type, commit }
}

test('a late URL showing an older value it sent does not overwrite what was typed since', () => {
  const { result, rerender, sent, type, commit } = setup()
  type('s')
  commit()
  type('sa')
  commit()
  type('sad')
  expect(sent).toEqual(['s', 'sa'])
  rerender({ url: 's' })
  expect(result.current.draft).toBe('sad')
  rerender({ url: 'sa' })
  expect(result.current.draft).toBe('sad')
})

test('a URL value it did not send (Back, Forward, a link) replaces the draft', () => {
  const { result, rerender, type, commit } = setup()
  type('sa')
  commit()
  rerender({ url: 'sa' })
  rerender({ url: 'coffee' })
  expect(result.current.draft).toBe('coffee')
  // Back to a value it sent long ago is a change from outside too.
  rerender({ url: 'sa' })
  expect(result.current.draft).toBe('sa')
})

test('typing back to the value the URL is about to have sends nothing more', () => {
  const { sent, type, commit } = setup()
  type('frog')
  commit()
  type('frogs')
  type('frog')
  commit()
  expect(sent).toEqual(['frog'])
})
