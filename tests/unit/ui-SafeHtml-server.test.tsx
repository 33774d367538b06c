import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SafeHtml } from '../../src/ui/SafeHtml'

// The node environment has no DOM: what a server render of a brand page would meet.
describe('SafeHtml on the server', () => {
  it('renders an empty container and never the unsanitised HTML', () => {
    expect(typeof window).toBe('undefined')
    const html = renderToString(
      <SafeHtml html='<p>Terms</p><img src=x onerror="alert(1)">' className="terms" />,
    )
    expect(html).toBe('<div class="terms"></div>')
  })
})
