import { readFileSync } from 'node:fs'
import { ZXING_WASM_VERSION } from 'barcode-detector/ponyfill'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeArg, encodeArg, readArg } from '../../src/domain/args'
import { menuArg } from '../../src/domain/menuRouteArgs'
import { scanCodeArg, scanCodePath, tableMenuArgValues } from '../../src/domain/table/scanCode'
import { tableCodeOfLink, tableCodeOfTyped } from '../../src/domain/table/tableCodeText'
import { TABLES_OPENED_MAX, tableOpened, withTableOpened } from '../../src/domain/table/tablesOpened'

const ORIGIN = 'https://shop.example'
/** A code as this server makes them (server/services/order/tableCodes.ts). */
const CODE = '0f1e2d3c4b5a69788796a5b4c3d2e1f0'
const tableCodes = fc.stringMatching(/^[A-Za-z0-9.:-]{1,64}$/)

describe('scanCodeArg: [qrCode]', () => {
  it('round-trips any table code through the printed path and the query form', () => {
    fc.assert(
      fc.property(tableCodes, (qrCode) => {
        const expected = { kind: 'ok', arg: { qrCode } }
        const path = scanCodePath(qrCode)
        expect(path.startsWith('/scanCode/')).toBe(true)
        expect(scanCodeArg(decodeArg(path.slice('/scanCode/'.length)))).toEqual(expected)
        expect(scanCodeArg(readArg(undefined, JSON.stringify([qrCode])))).toEqual(expected)
      }),
    )
  })

  it('is missing without an arg, invalid for a code no table can have', () => {
    expect(scanCodeArg(readArg(undefined, undefined))).toEqual({ kind: 'missing' })
    for (const bad of ['has space', 'x'.repeat(65), 'é', '']) {
      expect(scanCodeArg({ kind: 'ok', values: [bad] }), bad).toEqual({ kind: 'invalid' })
    }
    expect(scanCodeArg(decodeArg('!!'))).toEqual({ kind: 'invalid' })
  })

  it("builds the table's scan menu arg: [brandId, restaurantId, 0, 4, qrCode]", () => {
    const values = tableMenuArgValues({ brandId: 2, restaurantId: 7, qrCode: CODE })
    expect(values).toEqual([2, 7, 0, 4, CODE])
    expect(menuArg(decodeArg(encodeArg(values)))).toEqual({
      kind: 'ok',
      arg: { brandId: 2, restaurantId: 7, fromIndex: false, menuType: 4, qrCode: CODE, reType: undefined },
    })
  })
})

describe('tableCodeOfLink: what a scanned QR code names', () => {
  const printed = `${ORIGIN}/shop${scanCodePath(CODE)}`

  it('reads the printed link, its query form, and the older scan-menu link', () => {
    expect(tableCodeOfLink(printed, ORIGIN)).toBe(CODE)
    expect(tableCodeOfLink(`${printed}/`, ORIGIN)).toBe(CODE)
    expect(tableCodeOfLink(`${printed}?a=0`, ORIGIN)).toBe(CODE)
    expect(tableCodeOfLink(`${ORIGIN}/shop/scanCode?arg=${encodeURIComponent(`["${CODE}"]`)}`, ORIGIN)).toBe(
      CODE,
    )
    expect(tableCodeOfLink(`  ${printed}\n`, ORIGIN)).toBe(CODE)
    const oldLink = `${ORIGIN}/shop/index/${encodeArg([1, 1, 0, 4, CODE])}`
    expect(tableCodeOfLink(oldLink, ORIGIN)).toBe(CODE)
  })

  it('refuses other sites, other pages, menus without a table, and bare text', () => {
    for (const text of [
      `https://evil.example/shop${scanCodePath(CODE)}`,
      `http://shop.example/shop${scanCodePath(CODE)}`,
      `${ORIGIN}${scanCodePath(CODE)}`,
      `${ORIGIN}/shop/scanCode/${encodeArg(['has space'])}`,
      `${ORIGIN}/shop/scanCode/${encodeArg([CODE])}/more`,
      `${ORIGIN}/shop/scanCode`,
      `${ORIGIN}/shop/index/${encodeArg([1, 1, 0, 7])}`,
      `${ORIGIN}/shop/index/${encodeArg([1, 1, 0, 7, CODE])}`,
      `${ORIGIN}/shop/shop/${encodeArg([1, 1, 0])}`,
      CODE,
      'WIFI:S:Restaurant;T:WPA;P:secret;;',
      'javascript:alert(1)',
      '',
    ]) {
      expect(tableCodeOfLink(text, ORIGIN), text).toBeNull()
    }
  })
})

describe('tableCodeOfTyped: what a diner types for the code', () => {
  it('takes the printed code with spaces or dashes between groups, in any case', () => {
    for (const typed of [
      CODE,
      CODE.toUpperCase(),
      ' 0f1e 2d3c 4b5a 6978 8796 a5b4 c3d2 e1f0 ',
      '0F1E-2D3C-4B5A-6978-8796-A5B4-C3D2-E1F0',
    ]) {
      expect(tableCodeOfTyped(typed, ORIGIN), typed).toBe(CODE)
    }
  })

  it("takes a pasted link, and another backend's code as it is", () => {
    expect(tableCodeOfTyped(`${ORIGIN}/shop${scanCodePath(CODE)}`, ORIGIN)).toBe(CODE)
    expect(tableCodeOfTyped('T-12.b', ORIGIN)).toBe('T-12.b')
  })

  it('refuses what can be no code, and links elsewhere', () => {
    for (const typed of ['', '   ', 'table 12!', 'a_b', `https://evil.example/shop${scanCodePath(CODE)}`]) {
      expect(tableCodeOfTyped(typed, ORIGIN), typed).toBeNull()
    }
  })
})

describe('tablesOpened', () => {
  const place = (n: number) => ({ qrCode: `code${n}`, brandId: 1, restaurantId: n })

  it('puts the table opened first, once, keeping at most TABLES_OPENED_MAX', () => {
    let list = withTableOpened(undefined, place(1))
    expect(list).toEqual([place(1)])
    expect(withTableOpened(list!, place(1))).toBeNull()
    list = withTableOpened(list!, place(2))
    expect(list).toEqual([place(2), place(1)])
    expect(withTableOpened(list!, place(1))).toEqual([place(1), place(2)])
    for (let n = 3; n <= TABLES_OPENED_MAX + 5; n++) list = withTableOpened(list!, place(n))
    expect(list).toHaveLength(TABLES_OPENED_MAX)
    expect(list![0]).toEqual(place(TABLES_OPENED_MAX + 5))
    expect(tableOpened(list!, 'code1')).toBeUndefined()
    expect(tableOpened(list!, `code${TABLES_OPENED_MAX + 5}`)).toEqual(place(TABLES_OPENED_MAX + 5))
  })

  it('takes a moved table at its new restaurant', () => {
    const moved = { ...place(1), restaurantId: 9 }
    expect(withTableOpened([place(1)], moved)).toEqual([moved])
  })
})

describe('the QR decoder build', () => {
  it('serves the .wasm of the zxing-wasm version barcode-detector was built against', () => {
    // The app imports the .wasm's URL from zxing-wasm itself (src/features/table/scanner/qrDetector.ts).
    const ours = JSON.parse(readFileSync('node_modules/zxing-wasm/package.json', 'utf8')).version
    expect(ours).toBe(ZXING_WASM_VERSION)
  })
})
