import sharp from 'sharp'
import { AccountPage } from './pages/MemberPages'
import { BROWSER_LOCALE } from './pages/texts'
import { expect, type Page, test } from './world'

/** Profile picture on the Account tab: pick, upload to the server's storage, shown resized. */

const AVATAR_TEXT = {
  en: {
    pick: 'Change profile picture',
    saved: 'Profile picture updated',
    notImage: 'Please choose a PNG, JPEG, GIF or WebP image.',
    tooLarge: 'The picture is larger than 5 MB, please choose a smaller one.',
  },
  'zh-hk': {
    pick: '更換頭像',
    saved: '頭像已更新',
    notImage: '請選擇 PNG、JPEG、GIF 或 WebP 圖片。',
    tooLarge: '圖片超過 5 MB，請選擇較細的圖片。',
  },
} as const

/** The summary's avatar <img> and whether the browser decoded it. */
async function summaryAvatar(page: Page, name: string) {
  const image = page.locator('.member-summary').getByRole('img', { name })
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(150)
  return image
}

test.describe('profile picture in en', () => {
  test.use({ locale: BROWSER_LOCALE.en })

  test('a picked PNG is uploaded, saved and shown resized in the summary at once', async ({ page }) => {
    const account = new AccountPage(page, 'en')
    await account.registerFreshMember()
    await expect(page.locator('.member-summary img')).toHaveCount(0)
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1c6dbe' } })
      .png()
      .toBuffer()
    const input = page.getByLabel(AVATAR_TEXT.en.pick)
    await expect(input).toHaveAttribute('accept', 'image/*')
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
    await expect(page.getByRole('status').filter({ hasText: AVATAR_TEXT.en.saved })).toBeVisible()

    // The uploaded key (member/<id>/<timestamp>.png) on the page's own origin (no PUBLIC_URL here)
    // with the 150x150 crop; the browser decoded it.
    const avatar = await summaryAvatar(page, 'Avatar')
    const src = (await avatar.getAttribute('src')) ?? ''
    expect(src).toMatch(
      /^\/uploads\/member\/\d+\/\d{13}\.png\?x-oss-process=image\/resize,m_fill,w_150,h_150$/,
    )
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(150)
    // The original is stored re-encoded, at its own size.
    const original = await page.request.get(src.split('?')[0]!)
    expect(original.headers()['content-type']).toBe('image/png')
    expect((await sharp(await original.body()).metadata()).width).toBe(640)

    // Saved on the server: still there after a reload.
    await page.reload()
    expect(await (await summaryAvatar(page, 'Avatar')).getAttribute('src')).toBe(src)
  })
})

test.describe('profile picture in zh-hk', () => {
  test.use({ locale: BROWSER_LOCALE['zh-hk'] })

  test('a file that is not an image, or too large, is refused with a translated message', async ({
    page,
  }) => {
    const account = new AccountPage(page, 'zh-hk')
    await account.registerFreshMember()
    const input = page.getByLabel(AVATAR_TEXT['zh-hk'].pick)
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expect(page.getByRole('alert')).toHaveText(AVATAR_TEXT['zh-hk'].notImage)
    await expect(input).toHaveAttribute('aria-invalid', 'true')

    const big = Buffer.alloc(5 * 1024 * 1024 + 1)
    await input.setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: big })
    await expect(page.getByRole('alert')).toHaveText(AVATAR_TEXT['zh-hk'].tooLarge)
    // Nothing was saved: the summary still shows the placeholder letter.
    await expect(page.locator('.member-summary img')).toHaveCount(0)
    // The picker is reachable from the keyboard.
    await input.focus()
    await expect(input).toBeFocused()
  })
})
