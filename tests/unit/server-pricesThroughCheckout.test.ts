import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as cartTotals from '../../src/domain/menu/cartTotals'
import * as orderPricing from '../../src/domain/orderPricing'
import * as coupon from '../../src/domain/pricing/coupon'
import * as discountRule from '../../src/domain/pricing/discountRule'
import * as memberDiscount from '../../src/domain/pricing/memberDiscount'
import * as orderMinimum from '../../src/domain/pricing/orderMinimum'
import * as priceOrder from '../../src/domain/pricing/priceOrder'
import * as rounding from '../../src/domain/pricing/rounding'
import * as serviceCharge from '../../src/domain/pricing/serviceCharge'

/**
 * Issue 35 item 2: the server prices an order only through src/domain/order/priceCheckout.ts, the
 * function the checkout shows its price with, so that what the diner sees and what the server
 * charges cannot drift apart, and builds its lines only through lineFromFood. No file under
 * server/ imports a step of the pipeline they compose.
 */

/**
 * The pricing steps priceCheckout composes, every function of these modules; and the cart sums,
 * whose line price the server takes only through src/domain/order/lineFromFood.ts.
 */
const STEP_MODULES = {
  'src/domain/orderPricing.ts': orderPricing,
  'src/domain/pricing/priceOrder.ts': priceOrder,
  'src/domain/pricing/orderMinimum.ts': orderMinimum,
  'src/domain/pricing/discountRule.ts': discountRule,
  'src/domain/pricing/memberDiscount.ts': memberDiscount,
  'src/domain/pricing/coupon.ts': coupon,
  'src/domain/pricing/serviceCharge.ts': serviceCharge,
  'src/domain/pricing/rounding.ts': rounding,
  'src/domain/menu/cartTotals.ts': cartTotals,
}

const FORBIDDEN = new Map<string, string[]>(
  Object.entries(STEP_MODULES).map(([path, module]) => [path, Object.keys(module)]),
)

/** A value import of a file: the module's path from the repository root and the names taken (all with `*`). */
type ValueImport = { module: string; names: string[] | 'all' }

const STATIC_IMPORT =
  /\b(?:import|export)\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+\w+|\w+)\s+from\s+['"]([^'"]+)['"]/g
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

function modulePath(file: string, specifier: string): string {
  const path = relative(process.cwd(), resolve(dirname(file), specifier))
  return path.endsWith('.ts') ? path : `${path}.ts`
}

function valueImports(file: string): ValueImport[] {
  const text = readFileSync(file, 'utf8')
  const found: ValueImport[] = []
  for (const [, typeOnly, clause, specifier] of text.matchAll(STATIC_IMPORT)) {
    if (typeOnly || !specifier!.startsWith('.')) continue
    const module = modulePath(file, specifier!)
    if (!clause!.startsWith('{')) {
      found.push({ module, names: 'all' })
      continue
    }
    const names = clause!
      .slice(1, -1)
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]!)
    found.push({ module, names })
  }
  for (const [, specifier] of text.matchAll(DYNAMIC_IMPORT))
    if (specifier!.startsWith('.')) found.push({ module: modulePath(file, specifier!), names: 'all' })
  return found
}

const serverFiles = readdirSync('server', { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => join('server', name))

describe('the server prices only through priceCheckout', () => {
  it('imports no step of the pricing pipeline', () => {
    const found: string[] = []
    for (const file of serverFiles) {
      for (const { module, names } of valueImports(file)) {
        const forbidden = FORBIDDEN.get(module)
        if (!forbidden) continue
        const taken = names === 'all' ? forbidden : names.filter((name) => forbidden.includes(name))
        for (const name of taken) found.push(`${file}: ${name} from ${module}`)
      }
    }
    expect(found).toEqual([])
  })

  it('reads the imports it checks: the placement takes priceCheckout and lineFromFood', () => {
    expect(FORBIDDEN.get('src/domain/orderPricing.ts')).toEqual(['chooseDiscountRule'])
    expect(valueImports('server/services/order/placeOrder.ts')).toContainEqual({
      module: 'src/domain/order/priceCheckout.ts',
      names: ['priceCheckout'],
    })
    expect(valueImports('server/services/order/cartLines.ts')).toContainEqual({
      module: 'src/domain/order/lineFromFood.ts',
      names: ['lineFromFood'],
    })
  })
})
