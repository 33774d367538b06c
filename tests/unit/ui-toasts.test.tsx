// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppContextProvider } from '../../src/app/appContext'
import { moduleApp } from '../../src/app/moduleApp'
import { useApiNoticeToasts } from '../../src/features/shell/useApiNoticeToasts'
import { Toaster } from '../../src/ui/Toaster'
import { showToast } from '../../src/ui/toasts'
import { unusedApiBase } from './helpers/localApi'

/** What the app shell mounts: the toaster, and the relay of the API client's notices into it. */
function ShellToasts() {
  useApiNoticeToasts()
  return <Toaster />
}

let root: Root
const app = moduleApp()

beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

beforeEach(() => {
  // jsdom has no matchMedia; this is a desktop browser (no fine pointer needed: its user agent is not a phone's).
  vi.stubGlobal('matchMedia', () => ({ matches: false }))
  root = createRoot(document.body.appendChild(document.createElement('div')))
  act(() =>
    root.render(
      <AppContextProvider value={app}>
        <ShellToasts />
      </AppContextProvider>,
    ),
  )
})

afterEach(() => {
  act(() => root.unmount())
  document.body.replaceChildren()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.useRealTimers()
})

const shown = () => [...document.querySelectorAll('[role="status"] .toast')].map((toast) => toast.textContent)

describe('toasts', () => {
  it('shows a message in the live region once, however often it is asked for, for 1000 ms on desktop', () => {
    vi.useFakeTimers()
    act(() => {
      showToast('Saved')
      showToast('Saved')
    })
    expect(shown()).toEqual(['Saved'])
    act(() => vi.advanceTimersByTime(999))
    expect(shown()).toEqual(['Saved'])
    act(() => vi.advanceTimersByTime(1))
    expect(shown()).toEqual([])
  })

  it("shows the API client's notice when the server cannot be reached", async () => {
    vi.stubEnv('VITE_API_BASE', await unusedApiBase())
    await act(() => app.api.post('restaurant/brand/getBrandConfigInfo', { brandId: 1 }))
    expect(shown()).toEqual(['Network connection is unstable, please try again!'])
  })
})
