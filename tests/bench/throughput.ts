import autocannon from 'autocannon'

export type Throughput = { requestsPerSecond: number; p99Ms: number; non2xx: number; errors: number }

/** Requests per second of one GET for a fixed time and number of connections (loopback only). */
export async function measureThroughput(url: string, seconds = 10, connections = 50): Promise<Throughput> {
  const result = await autocannon({ url, duration: seconds, connections })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}
