/**
 * The WHATWG globals `src/domain` may use, because browsers, service workers and Node all have
 * them: base64, UTF-8 and URL parsing. tsconfig.domain.json checks the domain with these and
 * neither the DOM nor the Node types, so any other host API (window, document, navigator,
 * process, Buffer, …) fails the type check. The shapes are a subset of lib.dom.d.ts; add a member
 * here only when both runtimes have it.
 */

declare function atob(data: string): string
declare function btoa(data: string): string

interface TextEncoder {
  encode(input?: string): Uint8Array<ArrayBuffer>
}
declare const TextEncoder: { prototype: TextEncoder; new (): TextEncoder }

interface TextDecoder {
  decode(input?: ArrayBufferView | ArrayBuffer): string
}
declare const TextDecoder: {
  prototype: TextDecoder
  new (label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean }): TextDecoder
}

interface URLSearchParams {
  readonly size: number
  append(name: string, value: string): void
  delete(name: string, value?: string): void
  get(name: string): string | null
  getAll(name: string): string[]
  has(name: string, value?: string): boolean
  set(name: string, value: string): void
  sort(): void
  toString(): string
  forEach(callback: (value: string, key: string, parent: URLSearchParams) => void): void
  entries(): IterableIterator<[string, string]>
  keys(): IterableIterator<string>
  values(): IterableIterator<string>
  [Symbol.iterator](): IterableIterator<[string, string]>
}
declare const URLSearchParams: {
  prototype: URLSearchParams
  new (init?: string[][] | Record<string, string> | string | URLSearchParams): URLSearchParams
}

interface URL {
  hash: string
  host: string
  hostname: string
  href: string
  readonly origin: string
  password: string
  pathname: string
  port: string
  protocol: string
  search: string
  readonly searchParams: URLSearchParams
  username: string
  toString(): string
  toJSON(): string
}
declare const URL: {
  prototype: URL
  new (url: string | URL, base?: string | URL): URL
  canParse(url: string | URL, base?: string | URL): boolean
}
