import autocannon from 'autocannon'

export type Throughput = { requestsPerSecond: number; p99Ms: number; non2xx: number; errors: number }

/** A POST with a JSON body; a GET when absent. */
export type JsonPost = { body: unknown }

/** Requests per second of one request for a fixed time and number of connections (loopback only). */
export async function measureThroughput(
  url: string,
  seconds = 10,
  connections = 50,
  post?: JsonPost,
): Promise<Throughput> {
  const result = await autocannon({
    url,
    duration: seconds,
    connections,
    ...(post
      ? { method: 'POST', body: JSON.stringify(post.body), headers: { 'content-type': 'application/json' } }
      : {}),
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}
