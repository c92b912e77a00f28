import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { Pepe } from '../api/schemas'
import { createCollection } from './storage'
import { useCollection, useInCollection } from './use-collection'

const pepe: Pepe = { version: 'v2', id: '42', url: 'https://example.com/42.png', description: 'Pepe 42' }

afterEach(() => {
  localStorage.clear()
})

test('the list and the membership follow a toggle', () => {
  const collection = createCollection({ key: 'test-use-collection', max: 10 })
  const { result } = renderHook(() => ({
    list: useCollection(collection),
    kept: useInCollection(collection, 'v2', '42'),
    other: useInCollection(collection, 'v1', '42'),
  }))
  expect(result.current).toEqual({ list: [], kept: false, other: false })
  act(() => {
    collection.toggle(pepe)
  })
  expect(result.current).toEqual({ list: [pepe], kept: true, other: false })
  act(() => {
    collection.toggle(pepe)
  })
  expect(result.current).toEqual({ list: [], kept: false, other: false })
})
