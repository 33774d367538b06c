import { expect, type Page } from '@playwright/test'

/**
 * Serves the page's documents as the app's shell, as the service worker does on a repeat visit,
 * instead of the first screen the server renders: for tests of what the page itself does when its
 * own API calls fail (the server's render would have read them in-process).
 */
export async function serveAppShell(page: Page): Promise<void> {
  await page.route('**/shop/**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    // /changeLang is never rendered on the server: its answer is the shell.
    const shell = await route.fetch({ url: new URL('/shop/changeLang', route.request().url()).href })
    await route.fulfill({ response: shell })
  })
}

/**
 * Waits until the page's script has made its first render. A page the server rendered loads its
 * script once painted and shows its buttons inert until then (`html[data-script]`,
 * src/ui/theme.css), and on a device holding settings the app renders afresh over its HTML: a test
 * acting at once would tap the server's copy. The shell has no marker.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveAttribute('data-script', 'pending')
}
