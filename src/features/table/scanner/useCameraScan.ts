import { type RefObject, useEffect, useRef, useState } from 'react'
import { type CameraProblem, cameraProblemOf, cameraUnavailable } from './cameraProblem'
import { loadQrDetector, type QrDetector } from './qrDetector'

export type CameraState =
  | { kind: 'starting' }
  | { kind: 'scanning' }
  | { kind: 'problem'; problem: CameraProblem }

/** The pause between two reads of the picture: a phone's main thread stays free, a code is still read at once. */
const SCAN_INTERVAL_MS = 200

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The back camera into `video`, read for QR codes until the component unmounts: each code read is
 * handed to `onText` (the latest one given). Unmounting stops the camera's tracks (the camera light
 * goes off) and the reads. The decoder loads while the diner answers the camera prompt.
 */
export function useCameraScan(
  video: RefObject<HTMLVideoElement | null>,
  onText: (text: string) => void,
): CameraState {
  const [state, setState] = useState<CameraState>({ kind: 'starting' })
  const onTextRef = useRef(onText)
  onTextRef.current = onText

  useEffect(() => {
    let stopped = false
    let stream: MediaStream | null = null
    const element = video.current
    const fail = (problem: CameraProblem) => {
      if (!stopped) setState({ kind: 'problem', problem })
    }

    async function scan(detector: QrDetector, source: HTMLVideoElement): Promise<void> {
      while (!stopped) {
        if (source.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          const codes = await detector.detect(source).catch(() => [])
          if (stopped) return
          for (const code of codes) onTextRef.current(code.rawValue)
        }
        await pause(SCAN_INTERVAL_MS)
      }
    }

    async function start(): Promise<void> {
      const unavailable = cameraUnavailable()
      if (unavailable || !element) return fail(unavailable ?? 'failed')
      const detecting = loadQrDetector()
      // Handled below; not reported as unhandled while the camera prompt is open.
      detecting.catch(() => undefined)
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        })
      } catch (error) {
        return fail(cameraProblemOf(error))
      }
      if (stopped) return stopTracks()
      element.srcObject = stream
      await element.play().catch(() => undefined)
      let detector: QrDetector
      try {
        detector = await detecting
      } catch {
        stopTracks()
        return fail('decoder')
      }
      if (stopped) return
      setState({ kind: 'scanning' })
      await scan(detector, element)
    }

    function stopTracks(): void {
      for (const track of stream?.getTracks() ?? []) track.stop()
      stream = null
    }

    void start()
    return () => {
      stopped = true
      stopTracks()
      if (element) element.srcObject = null
    }
  }, [video])

  return state
}
