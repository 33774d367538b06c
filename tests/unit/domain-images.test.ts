import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  allowedEdge,
  LOGO_PX,
  parseResizeProcess,
  RESIZE_EDGES_PX,
  resizedImageUrl,
  resizeProcess,
  screenPictureRequests,
  squarePicture,
  THUMBNAIL_PX,
  WIDE_WIDTHS_PX,
  widePicture,
} from '../../src/domain/images'
import { imageFileProblem, UPLOAD_MAX_BYTES, uploadExtension, uploadKey } from '../../src/domain/uploadFiles'

const ORIGINS = ['https://shop.example.com', 'https://api.example.com']

describe('resizedImageUrl', () => {
  it('adds 150x150 to the product’s own uploads, relative or on an own origin', () => {
    expect(resizedImageUrl('/uploads/member/7/1.png')).toBe(
      '/uploads/member/7/1.png?x-oss-process=image/resize,w_150,h_150',
    )
    expect(resizedImageUrl('https://api.example.com/uploads/member/7/1.png', 150, { origins: ORIGINS })).toBe(
      'https://api.example.com/uploads/member/7/1.png?x-oss-process=image/resize,w_150,h_150',
    )
    // 64 px is no allowed edge: the next larger one (100) is asked for.
    expect(resizedImageUrl('/uploads/demo/foods/milk-tea.svg', 64, { mode: 'fill' })).toBe(
      '/uploads/demo/foods/milk-tea.svg?x-oss-process=image/resize,m_fill,w_100,h_100',
    )
  })

  it('leaves every other URL as it is', () => {
    for (const url of [
      '',
      'https://cdn.example.net/uploads/member/7/1.png',
      'https://shop.example.com/shop/icons/icon-192.png',
      '//evil.example/uploads/x.png',
      'uploads/x.png',
      '/uploadsx/x.png',
      'data:image/png;base64,AAAA',
      'not a url',
    ]) {
      expect(resizedImageUrl(url, 150, { origins: ORIGINS })).toBe(url)
    }
    // Without the page's origin, an absolute URL is not known to be ours.
    expect(resizedImageUrl('https://shop.example.com/uploads/x.png')).toBe(
      'https://shop.example.com/uploads/x.png',
    )
  })

  it('keeps an existing query and fragment, and never adds the instruction twice', () => {
    expect(resizedImageUrl('/uploads/a.png?v=2#top', 100)).toBe(
      '/uploads/a.png?v=2&x-oss-process=image/resize,w_100,h_100#top',
    )
    const once = resizedImageUrl('/uploads/a.png')
    expect(resizedImageUrl(once, 300)).toBe(once)
  })

  it('builds what the server parses, for any size: the smallest allowed edge at least as large', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10_000 }), (size) => {
        const edge = allowedEdge(size)
        expect(RESIZE_EDGES_PX).toContain(edge)
        expect(edge >= size || edge === 1125).toBe(true)
        expect(RESIZE_EDGES_PX.filter((allowed) => allowed >= size && allowed < edge)).toEqual([])
        expect(parseResizeProcess(resizeProcess(size, 'fill'))).toEqual({
          width: edge,
          height: edge,
          mode: 'fill',
          enlarge: false,
          format: null,
        })
      }),
    )
  })

  it('asks for a width alone, a mode and a format, as the menu’s pictures do', () => {
    expect(resizedImageUrl('/uploads/demo/foods/milk-tea.svg', { width: 700, format: 'webp' })).toBe(
      '/uploads/demo/foods/milk-tea.svg?x-oss-process=image/resize,w_750/format,webp',
    )
    expect(resizedImageUrl('/uploads/a.png', { width: 88, height: 88, mode: 'fill', format: 'webp' })).toBe(
      '/uploads/a.png?x-oss-process=image/resize,m_fill,w_100,h_100/format,webp',
    )
    expect(
      parseResizeProcess(resizeProcess({ width: 300, height: 200, mode: 'fill', format: 'jpg' })),
    ).toEqual({ width: 300, height: 200, mode: 'fill', enlarge: false, format: 'jpg' })
  })
})

describe('squarePicture and widePicture', () => {
  const DISH = '/uploads/demo/foods/milk-tea.svg'
  const at = (process: string) => `${DISH}?x-oss-process=image/resize,${process}/format,webp`

  it('asks for a thumbnail as WebP squares at 1×, 2× and 3× its CSS size', () => {
    expect(squarePicture(DISH, 88)).toEqual({
      src: at('m_fill,w_200,h_200'),
      srcSet: `${at('m_fill,w_100,h_100')} 1x, ${at('m_fill,w_200,h_200')} 2x, ${at('m_fill,w_300,h_300')} 3x`,
    })
  })

  it('asks for a wide picture by width, its ratio kept', () => {
    expect(widePicture(DISH, [375, 750, 1125])).toEqual({
      src: at('w_750'),
      srcSet: `${at('w_375')} 375w, ${at('w_750')} 750w, ${at('w_1125')} 1125w`,
    })
  })

  it('asks only for variants the server makes ahead of the first diner, each once', () => {
    const prepared = screenPictureRequests().map((request) => resizedImageUrl(DISH, request))
    expect(new Set(prepared).size).toBe(prepared.length)
    const asked = [
      squarePicture(DISH, THUMBNAIL_PX),
      squarePicture(DISH, LOGO_PX),
      widePicture(DISH, WIDE_WIDTHS_PX),
    ].flatMap((picture) => picture.srcSet!.split(', ').map((candidate) => candidate.split(' ')[0]))
    for (const url of asked) expect(prepared).toContain(url)
  })

  it('leaves a picture elsewhere as it is, without a srcset', () => {
    const elsewhere = 'https://cdn.example.net/dish.jpg'
    expect(squarePicture(elsewhere, 88, ORIGINS)).toEqual({ src: elsewhere })
    expect(widePicture(elsewhere, [375, 750], ORIGINS)).toEqual({ src: elsewhere })
  })
})

describe('parseResizeProcess', () => {
  it('reads modes, edges and limit, with OSS defaults', () => {
    expect(parseResizeProcess('image/resize,w_150,h_150')).toEqual({
      width: 150,
      height: 150,
      mode: 'lfit',
      enlarge: false,
      format: null,
    })
    expect(parseResizeProcess('image/resize')).toMatchObject({ width: 150, height: 150 })
    expect(parseResizeProcess('image/resize,w_100')).toMatchObject({ width: 100, height: null, mode: 'lfit' })
    expect(parseResizeProcess('image/resize,m_fill,h_100')).toMatchObject({ width: 100, height: 100 })
    expect(parseResizeProcess('image/resize,limit_0,w_1125,h_50,m_fixed')).toEqual({
      width: 1125,
      height: 50,
      mode: 'fixed',
      enlarge: true,
      format: null,
    })
    expect(parseResizeProcess('image/resize,w_375/format,webp')).toMatchObject({ width: 375, format: 'webp' })
    expect(parseResizeProcess('image/resize,m_fill,w_50,h_50/format,png')).toMatchObject({ format: 'png' })
  })

  it('takes only the allowed edges, so the variants of one image are bounded', () => {
    for (const edge of RESIZE_EDGES_PX) expect(parseResizeProcess(`image/resize,w_${edge}`)).not.toBeNull()
    for (const text of ['w_80', 'h_151', 'w_2000', 'w_0', 'w_150,h_149', 'w_00150']) {
      expect(parseResizeProcess(`image/resize,${text}`), text).toBeNull()
    }
  })

  it.each([
    '',
    'image/resize,',
    'image/resize,w_',
    'image/resize,w_1.5',
    'image/resize,w_-1',
    'image/resize,W_10',
    'image/resize,m_crop',
    'image/resize,w_1,w_2',
    'image/resize,limit_2',
    'image/resize,color_FFFFFF',
    'image/resize,w_100/format,gif',
    'image/resize,w_100/format,',
    'image/resize,w_100/format,webp/format,png',
    'image/resize,w_100/format,webp,q_80',
    'image/resize,w_100/quality,q_80',
    'image/format,png',
    'style/avatar',
  ])('refuses %j', (text) => {
    expect(parseResizeProcess(text)).toBeNull()
  })
})

describe('picked files', () => {
  it('names the key extension from the type, else from the file name', () => {
    expect(uploadExtension({ type: 'image/png', name: 'x' })).toBe('png')
    expect(uploadExtension({ type: 'image/jpeg', name: 'photo.JPEG' })).toBe('jpg')
    expect(uploadExtension({ type: '', name: 'photo.JPEG' })).toBe('jpg')
    expect(uploadExtension({ type: '', name: 'pic.webp' })).toBe('webp')
    expect(uploadExtension({ type: 'image/heic', name: 'x.heic' })).toBeNull()
    expect(uploadExtension({ type: 'image/svg+xml', name: 'x.svg' })).toBeNull()
    expect(uploadExtension({ type: 'text/plain', name: 'x.png' })).toBeNull()
    expect(uploadExtension({ type: '', name: 'README' })).toBeNull()
  })

  it('refuses what is not a storable image, or larger than 5 MB', () => {
    const png = { type: 'image/png', name: 'a.png' }
    expect(imageFileProblem({ ...png, size: UPLOAD_MAX_BYTES })).toBeNull()
    expect(imageFileProblem({ ...png, size: UPLOAD_MAX_BYTES + 1 })).toBe('TOO_LARGE')
    expect(imageFileProblem({ ...png, size: 0 })).toBe('NOT_IMAGE')
    expect(imageFileProblem({ type: 'application/pdf', name: 'a.pdf', size: 10 })).toBe('NOT_IMAGE')
  })

  it('keys an upload by the dir, a timestamp and the extension', () => {
    expect(uploadKey('member/7/', 1_767_225_600_000, 'png')).toBe('member/7/1767225600000.png')
  })
})
