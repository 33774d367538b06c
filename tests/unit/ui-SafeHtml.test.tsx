// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SafeHtml } from '../../src/ui/SafeHtml'

const BRAND_HTML = '<h2>Terms</h2><p onclick="alert(1)">Orders are final.</p><script>alert(2)</script>'
const CLEAN = '<h2>Terms</h2><p>Orders are final.</p>'

beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
})

afterEach(() => {
  document.body.replaceChildren()
})

function mount(): HTMLDivElement {
  return document.body.appendChild(document.createElement('div'))
}

describe('SafeHtml', () => {
  it('renders the sanitised text in its rich-text container on the first browser render', () => {
    const container = mount()
    const root = createRoot(container)
    act(() => root.render(<SafeHtml html={BRAND_HTML} />))
    expect(container.innerHTML).toBe(`<div class="rich-text">${CLEAN}</div>`)
    act(() => root.render(<SafeHtml html="<p>Second text</p>" className="terms" />))
    expect(container.innerHTML).toBe('<div class="terms"><p>Second text</p></div>')
    act(() => root.unmount())
  })

  it('hydrates a server-rendered empty container without a mismatch, then shows the text', async () => {
    const container = mount()
    container.innerHTML = renderToString(<SafeHtml html={BRAND_HTML} />)
    expect(container.innerHTML).toBe('<div class="rich-text"></div>')
    const errors: unknown[] = []
    const root = await act(async () =>
      hydrateRoot(container, <SafeHtml html={BRAND_HTML} />, {
        onRecoverableError: (error) => errors.push(error),
      }),
    )
    expect(errors).toEqual([])
    expect(container.innerHTML).toBe(`<div class="rich-text">${CLEAN}</div>`)
    act(() => root.unmount())
  })
})
