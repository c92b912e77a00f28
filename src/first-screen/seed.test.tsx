// @vitest-environment jsdom
// (The page's data blocks as a browser parses them: happy-dom's parsing hides the served record.)
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { apiCalls, recordRequests, TEST_API } from '../../test/api'
import { renderApp } from '../../test/render'
import { PAGE_PICK_ID, PAGE_RECORD_ID } from './data'

/** The page as the link-preview function serves it: its record (or pick) in a JSON data block. */
function servePageWith(json: string, id = PAGE_RECORD_ID) {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = id
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
    // Its neighbours may be asked for ahead (the step links), never the record itself.
    expect(apiCalls(requests).map((request) => request.url)).not.toContain(`${TEST_API}/v2/pepe/4242`)
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

describe('the random view served with its pick drawn (netlify/preview)', () => {
  const pick = { data: { id: 4343, url: 'https://cdn.onlypepes.com/images/4343.png', description: 'A frog drawn with the page' } }

  const servePickWith = (json: string) => {
    servePageWith(json, PAGE_PICK_ID)
  }

  afterEach(() => {
    document.getElementById(PAGE_PICK_ID)?.remove()
  })

  test('shows that pick, asks the API nothing for it nor for its record, and reads the block once', async () => {
    servePickWith(JSON.stringify(pick))
    const requests = recordRequests()
    const { user } = renderApp(undefined, { route: '/?q=drawn' })
    const image = await screen.findByRole('img', { name: pick.data.description })
    expect(image).toHaveAttribute('src', pick.data.url)
    expect(screen.getByRole('status')).toHaveTextContent('A random pepe matching “drawn”.')
    expect(document.getElementById(PAGE_PICK_ID)).toBeNull()
    await user.click(screen.getByRole('link', { name: pick.data.description }))
    expect(await screen.findByRole('heading', { level: 1, name: /Pepe 4343/ })).toBeVisible()
    expect(apiCalls(requests)).toEqual([])
  })

  test('“New random” asks for the next; the view drawn again keeps it, not the page’s pick', async () => {
    servePickWith(JSON.stringify(pick))
    const { user } = renderApp()
    await screen.findByRole('img', { name: pick.data.description })
    await user.click(screen.getByRole('button', { name: 'New random' }))
    await waitFor(() => {
      expect(screen.queryByRole('img', { name: pick.data.description })).toBeNull()
    })
    const next = screen.getByRole('img').getAttribute('alt')
    await user.click(screen.getByRole('link', { name: next ?? '' }))
    await user.click(await screen.findByRole('link', { name: /Back to/ }))
    await waitFor(() => {
      expect(screen.getByRole('img', { name: next ?? '' })).toBeVisible()
    })
    expect(screen.queryByRole('img', { name: pick.data.description })).toBeNull()
  })

  test.each([
    ['not JSON', '{"data":'],
    ['an answer the schema refuses', JSON.stringify({ data: { id: '7', url: 'x', description: 1 } })],
    ['an unsafe url', JSON.stringify({ data: { id: 7, url: 'javascript:alert(1)', description: 'x' } })],
  ])('a block with %s is ignored: the view asks the API as before', async (_, json) => {
    servePickWith(json)
    const requests = recordRequests()
    renderApp()
    expect(await screen.findByRole('img')).toBeVisible()
    expect(apiCalls(requests)).toHaveLength(1)
    expect(screen.queryByRole('img', { name: 'x' })).toBeNull()
  })
})
