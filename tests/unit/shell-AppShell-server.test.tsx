import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { AppContextProvider } from '../../src/app/appContext'
import { moduleApp } from '../../src/app/moduleApp'
import { layoutModeFor } from '../../src/domain/layoutMode'
import { AppShell } from '../../src/features/shell/AppShell'

/** The shell around a one-screen route tree, rendered at `path` as a server would (no window). */
async function renderShellAt(path: string): Promise<string> {
  const rootRoute = createRootRoute({ component: AppShell })
  const screen = (route: string) =>
    createRoute({ getParentRoute: () => rootRoute, path: route, component: () => <h1>Screen</h1> })
  const router = createRouter({
    routeTree: rootRoute.addChildren([screen('/index'), screen('/combo'), screen('/pcIndex')]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await router.load()
  return renderToString(
    <AppContextProvider value={moduleApp()}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </AppContextProvider>,
  )
}

// The node environment has no DOM: what the server render of issue 14 will meet.
describe('the app shell on the server', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
  })

  it('renders without a window, in the phone layout where only the device could tell', async () => {
    expect(typeof window).toBe('undefined')
    for (const path of ['/index', '/combo']) {
      const html = await renderShellAt(path)
      expect(html).toContain('<h1>Screen</h1>')
      expect(html).toContain('class="tab-bar"')
    }
  })

  it('lays the desktop screens out wide by their path alone', async () => {
    const html = await renderShellAt('/pcIndex')
    expect(html).toContain('<h1>Screen</h1>')
    expect(html).not.toContain('class="tab-bar"')
  })
})

describe('layout mode (SPEC §2, §6)', () => {
  it.each([
    ['/', '', 'phone', 'wide'],
    ['/pcIndex/MV8xXzBfNw~~', '', 'phone', 'wide'],
    ['/pcAddressList', '', 'desktop', 'wide'],
    ['/index/MV8xXzBfNw~~', '', 'phone', 'full'],
    ['/index/MV8xXzBfNw~~', '', 'desktop', 'narrow'],
    ['/index/MV8xXzBfNw~~', '', 'wideDesktop', 'narrow'],
    ['/index/MV8xXzBfNw~~', '?a=0', 'wideDesktop', 'full'],
    ['/combo', '?arg=[1,1,0,7,5]', 'wideDesktop', 'wide'],
    ['/foodDetail', '?arg=[1,1,0,7,5]', 'desktop', 'narrow'],
    ['/foodDetail', '?arg=[1,1,0,7,5]', 'phone', 'full'],
    // Screens that arrange themselves for a wide screen: spread out there, a column on a narrow one.
    ['/brand/account', '', 'wideDesktop', 'roomy'],
    ['/myOrder/MV8xXzA~', '', 'wideDesktop', 'roomy'],
    ['/shop2/MV8xXzA~', '', 'wideDesktop', 'roomy'],
    // A receipt shows as a sheet of A4 paper on a wide screen.
    ['/printing/MV8xXzBfMQ~~', '', 'wideDesktop', 'roomy'],
    ['/printingDetail/MV8xXzBfMQ~~', '', 'wideDesktop', 'roomy'],
    ['/printingDetail/MV8xXzBfMQ~~', '', 'desktop', 'narrow'],
    ['/brand/account', '', 'desktop', 'narrow'],
    ['/shopping', '', 'wideDesktop', 'narrow'],
    ['/brand/account', '?a=0', 'wideDesktop', 'full'],
  ] as const)('%s%s on a %s: %s', (pathname, search, device, expected) => {
    expect(layoutModeFor(pathname, search, device)).toBe(expected)
  })
})
