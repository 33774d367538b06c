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
  const shop = await startShopServer(Number(process.env.BENCH_PORT || 8190), process.env.BENCH_DATABASE_URL)
  try {
    const brandHome = `${shop.origin}/shop/brand/index`
    const first = await measureFirstLoad(brandHome, '.restaurant-list li')
    const render = first.toRender.jsGzipBytes + first.toRender.cssGzipBytes
    const idle = first.toIdle.jsGzipBytes + first.toIdle.cssGzipBytes
    console.log(
      `first-load /shop/brand/index to first render: JS ${kb(first.toRender.jsGzipBytes)} KB + CSS ` +
        `${kb(first.toRender.cssGzipBytes)} KB = ${kb(render)} KB gzip (${first.toRender.files} files; budget ` +
        `${FIRST_LOAD_BUDGET_KB} KB: ${render <= FIRST_LOAD_BUDGET_KB * 1024 ? 'met' : 'MISSED'}); by network idle, ` +
        `with the database and sync chunks loaded after render: ${kb(idle)} KB (${first.toIdle.files} files)`,
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
