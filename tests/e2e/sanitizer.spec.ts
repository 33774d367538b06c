import { build, type Rollup } from 'vite'
import { HARMLESS_MARKUP, type Vector, XSS_VECTORS } from '../fixtures/xssVectors'
import { ShopPage } from './pages/ShopPage'
import { expect, type Page, test } from './world'

/**
 * The brand HTML sanitiser (src/ui/sanitizeHtml.ts) against the XSS and mutation-XSS corpus of
 * tests/fixtures/xssVectors.ts (sources cited there), in Chromium: mutation XSS depends on the
 * browser's own HTML parser, which jsdom only approximates (tests/unit/ui-sanitizeHtml.test.ts).
 * Each vector's output is checked as markup (parsed twice, as React's container would) and put live
 * into the page, where `alert`, `confirm`, `prompt` and `print` record any handler that runs.
 */

const ENTRY = 'tests/fixtures/sanitizerInBrowser.ts'

/** The app's sanitiser and the markup check, bundled as one script for a blank page. */
async function bundleSanitizer(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: ENTRY, formats: ['iife'], name: 'sanitizerUnderTest' },
    },
  })
  const outputs: Rollup.RollupOutput[] = Array.isArray(result) ? result : 'output' in result ? [result] : []
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk')
  if (chunk?.type !== 'chunk') throw new Error(`vite built no script from ${ENTRY}`)
  return chunk.code
}

let sanitizerScript = ''

test.beforeAll(async () => {
  sanitizerScript = await bundleSanitizer()
})

/** A blank page with the sanitiser loaded (it replaces the dialog functions by recorders). */
async function openStage(page: Page): Promise<void> {
  await page.setContent(
    '<!doctype html><html><head><title>stage</title></head><body><main></main></body></html>',
  )
  await page.addScriptTag({ content: sanitizerScript })
}

/** Puts each HTML string live into its own section of the page; returns the names whose script ran. */
async function runLive(page: Page, sections: Vector[]): Promise<string[]> {
  return page.evaluate(async (list) => {
    const main = document.querySelector('main')!
    for (const { name, html } of list) {
      const section = document.createElement('section')
      section.dataset.vector = name
      section.innerHTML = html
      main.append(section)
    }
    // Image errors, loads and autofocus fire after insertion: give them a few frames.
    await new Promise((resolve) => setTimeout(resolve, 500))
    return [...window.sanitizerUnderTest!.ran]
  }, sections)
}

test('no XSS or mXSS vector leaves executable content or runs script in Chromium', async ({ page }) => {
  await openStage(page)
  const results = await page.evaluate((vectors) => {
    const sanitizer = window.sanitizerUnderTest!
    return vectors.map(({ name, html }) => ({ name, ...sanitizer.sanitize(html) }))
  }, XSS_VECTORS)
  expect(results).toHaveLength(XSS_VECTORS.length)

  const problems = results.flatMap(({ name, problems }) => problems.map((problem) => `${name}: ${problem}`))
  expect(problems).toEqual([])
  const unstable = results
    .filter(({ clean, sanitizedTwice }) => clean !== sanitizedTwice)
    .map(({ name }) => name)
  expect(unstable).toEqual([])

  const ran = await runLive(
    page,
    results.map(({ name, clean }) => ({ name, html: clean })),
  )
  expect(ran).toEqual([])
  expect(page.url()).toBe('about:blank')
})

test('the live check notices a handler that runs', async ({ page }) => {
  await openStage(page)
  const ran = await runLive(page, [
    { name: 'unsanitised img onerror', html: '<img src=x onerror="alert(1)">' },
  ])
  expect(ran).toEqual(['unsanitised img onerror'])
})

test('harmless brand markup comes out of Chromium unchanged', async ({ page }) => {
  await openStage(page)
  const results = await page.evaluate((markup) => {
    const sanitizer = window.sanitizerUnderTest!
    return markup.map(({ name, html }) => ({ name, html, ...sanitizer.sanitize(html) }))
  }, HARMLESS_MARKUP)
  for (const { name, html, clean, problems } of results) {
    expect({ name, clean, problems }).toEqual({ name, clean: html, problems: [] })
  }
})

test("the Terms popup shows the brand's formatted text through the sanitiser", async ({ page }) => {
  const shop = new ShopPage(page)
  await shop.open('/brand/index?alias=harbour')
  await shop.expectBrandHome()
  await page.getByRole('button', { name: 'Terms' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { level: 3, name: '1. Orders' })).toBeVisible()
  await expect(dialog.locator('.rich-text h3')).toHaveCount(5)
  await expect(dialog.locator('.rich-text')).toContainText('Prices are in Hong Kong dollars')
})
