import { screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { apiCalls, recordRequests, renderApp } from '../../test/render'
import { PAGE_RECORD_ID } from './page-record-id'

/** The page as the link-preview function serves it: the record in a JSON data block. */
function servePageWith(json: string) {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = PAGE_RECORD_ID
  block.textContent = json
  document.head.append(block)
}

const record = { data: { id: 4242, url: 'https://cdn.onlypepes.com/images/4242.png', description: 'A frog served with its page' } }

afterEach(() => {
  document.getElementById(PAGE_RECORD_ID)?.remove()
})

describe('a /pepe/:id page served with its record', () => {
  test('shows the record without asking the API', async () => {
    servePageWith(JSON.stringify({ version: 'v2', id: '4242', record }))
    const requests = recordRequests()
    renderApp(undefined, { route: '/pepe/4242?v=2' })
    expect(await screen.findByRole('img', { name: record.data.description })).toHaveAttribute('src', record.data.url)
    expect(apiCalls(requests)).toEqual([])
  })

  test('a v1 record too', async () => {
    const v1 = { status: 'success', result: { id: 'frog-a', url: 'https://cdn.onlypepes.com/a.png', description: 'A v1 frog' } }
    servePageWith(JSON.stringify({ version: 'v1', id: 'frog-a', record: v1 }))
    const requests = recordRequests()
    renderApp(undefined, { route: '/pepe/frog-a?v=1' })
    expect(await screen.findByRole('img', { name: 'A v1 frog' })).toBeVisible()
    expect(apiCalls(requests)).toEqual([])
  })

  test.each([
    ['not JSON', '{"version":'],
    ['an unknown version', JSON.stringify({ version: 'v3', record })],
    ['a record the schema refuses', JSON.stringify({ version: 'v2', record: { data: { id: '7', url: 'x', description: 1 } } })],
    ['an unsafe url', JSON.stringify({ version: 'v2', record: { data: { id: 7, url: 'javascript:alert(1)', description: 'x' } } })],
  ])('a block with %s is ignored: the page asks the API as before', async (_, json) => {
    servePageWith(json)
    const requests = recordRequests()
    renderApp(undefined, { route: '/pepe/7?v=2' })
    expect(await screen.findByRole('heading', { level: 1, name: /Pepe 7/ })).toBeVisible()
    expect(apiCalls(requests)).toHaveLength(1)
    expect(screen.queryByRole('img', { name: 'x' })).toBeNull()
  })
})
