/**
 * `npm run bench`: the figures issues ask for, measured on this machine against the production
 * build served by the real server. Build first (`npm run build`); prints one line per figure.
 */
import { startBareHono } from './bareHono'
import { measureFirstLoad } from './firstLoad'
import { runLighthouse } from './lighthouse'
import { startShopServer } from './server'
import { measureThroughput } from './throughput'

const FIRST_LOAD_BUDGET_KB = 140
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

async function main() {
  const shop = await startShopServer(Number(process.env.BENCH_PORT || 8190))
  try {
    const brandHome = `${shop.origin}/shop/brand/index`
    const first = await measureFirstLoad(brandHome)
    const total = first.jsGzipBytes + first.cssGzipBytes
    console.log(
      `first-load /shop/brand/index: JS ${kb(first.jsGzipBytes)} KB + CSS ${kb(first.cssGzipBytes)} KB = ${kb(total)} KB gzip ` +
        `(${first.files} files; budget ${FIRST_LOAD_BUDGET_KB} KB: ${total <= FIRST_LOAD_BUDGET_KB * 1024 ? 'met' : 'MISSED'})`,
    )

    const lh = await runLighthouse(brandHome)
    console.log(
      `lighthouse mobile /shop/brand/index: performance ${lh.score} (FCP ${Math.round(lh.fcpMs)} ms, ` +
        `LCP ${Math.round(lh.lcpMs)} ms, TBT ${Math.round(lh.tbtMs)} ms, CLS ${lh.cls.toFixed(3)})`,
    )

    const bare = await startBareHono(Number(process.env.BENCH_BARE_PORT || 8191))
    try {
      const api = await measureThroughput(
        `${shop.origin}/api/restaurant/public/brand/getBrandRestaurantList?brandId=1`,
      )
      const hello = await measureThroughput(bare.url)
      console.log(
        `throughput 10 s x 50 connections: getBrandRestaurantList ${api.requestsPerSecond} req/s (p99 ${api.p99Ms} ms, ` +
          `non-2xx ${api.non2xx}, errors ${api.errors}); bare Hono hello ${hello.requestsPerSecond} req/s (p99 ${hello.p99Ms} ms); ` +
          `ratio ${(api.requestsPerSecond / hello.requestsPerSecond).toFixed(2)}`,
      )
    } finally {
      await bare.close()
    }
  } finally {
    await shop.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
