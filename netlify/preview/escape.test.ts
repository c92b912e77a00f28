// @vitest-environment jsdom
// A DOM: what is escaped is read back as a browser parses it.
import { describe, expect, test } from 'vitest'
import { escapeHtml, jsonForHtml } from './escape.ts'

describe('escapeHtml', () => {
  test('leaves no character that can open a tag, an entity or end a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;')
  })
})

describe('jsonForHtml', () => {
  const tricky = { text: '</script><!--<script>&\u2028\u2029', more: ['"\\'] }

  test('has no <, >, & or line separator in it, and reads back the same', () => {
    const json = jsonForHtml(tricky)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(tricky)
  })

  test('inside a script element it is one text node with the same value', () => {
    const page = new DOMParser().parseFromString(`<script type="application/json" id="x">${jsonForHtml(tricky)}</script><p>after</p>`, 'text/html')
    expect(JSON.parse(page.getElementById('x')?.textContent ?? '')).toEqual(tricky)
    expect(page.querySelector('p')?.textContent).toBe('after')
  })
})
