import autocannon from 'autocannon'

export type Throughput = {
  requestsPerSecond: number
  /** Answers received in all. */
  answers: number
  p99Ms: number
  non2xx: number
  errors: number
  /** Bytes received per answer, head included (what each answer costs on the wire). */
  bytesPerAnswer: number
}

/** A POST with a JSON body (and any more headers, e.g. Accept-Encoding); a GET when absent. */
export type JsonPost = { body: unknown; headers?: Record<string, string> }
/** A GET with headers (a browser's Accept-Language and Accept-Encoding). */
export type Get = { headers: Record<string, string> }

/** Requests per second of one request for a fixed time and number of connections (loopback only). */
export async function measureThroughput(
  url: string,
  seconds = 10,
  connections = 50,
  post?: JsonPost | Get,
): Promise<Throughput> {
  const result = await autocannon({
    url,
    duration: seconds,
    connections,
    ...(post && !('body' in post) ? { headers: post.headers } : {}),
    ...(post && 'body' in post
      ? {
          method: 'POST',
          body: JSON.stringify(post.body),
          headers: { 'content-type': 'application/json', ...post.headers },
        }
      : {}),
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    answers: result.requests.total,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    bytesPerAnswer: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  }
}
