import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm?url'

/** What the scanner needs of a Barcode Detection API detector. */
export type QrDetector = {
  detect(source: HTMLVideoElement): Promise<readonly { rawValue: string }[]>
}

type DetectorClass = {
  new (options: { formats: string[] }): QrDetector
  getSupportedFormats(): Promise<string[]>
}

/** The browser's own BarcodeDetector, when it reads QR codes (Android's and macOS's Chromium, Safari 17+ behind a flag). */
async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  if (!Native) return null
  // Desktop Chromium on Linux and Windows has the class but no format it can read.
  const formats = await Native.getSupportedFormats().catch((): string[] => [])
  return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null
}

/**
 * The `barcode-detector` ponyfill over ZXing's WebAssembly, imported only now (never in a first
 * load), its .wasm served by us from the build (hashed, cached by the service worker on first use:
 * src/sw/routes.ts), never from the CDN the package defaults to, which the pages' CSP refuses.
 * Rejects when the decoder cannot be loaded (offline before its first use).
 */
async function zxingDetector(): Promise<QrDetector> {
  const { BarcodeDetector, prepareZXingModule, purgeZXingModule } = await import('barcode-detector/ponyfill')
  try {
    await prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) =>
          path.endsWith('.wasm') ? zxingReaderWasm : prefix + path,
      },
      fireImmediately: true,
    })
  } catch (error) {
    // A failed load is not kept: the next scanner opened (back online) tries again.
    purgeZXingModule()
    throw error
  }
  return new BarcodeDetector({ formats: ['qr_code'] })
}

/** A QR detector: the browser's where it reads QR codes, else ZXing's, loaded on demand. */
export async function loadQrDetector(): Promise<QrDetector> {
  return (await nativeDetector()) ?? zxingDetector()
}
