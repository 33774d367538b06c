import { Trans, useLingui } from '@lingui/react/macro'
import {
  control,
  map as createMap,
  marker as createMarker,
  divIcon,
  type Map as LeafletMap,
  type Marker,
  tileLayer,
} from 'leaflet/dist/leaflet-src.esm.js'
import 'leaflet/dist/leaflet.css'
import './map.css'
import { useEffect, useRef, useState } from 'react'
import { at, OSM_LINK, PIN_SVG, tileUrl } from '../../ui/mapTiles'
import { Spinner } from '../../ui/Spinner'
import type { GeoPoint } from '../location/useGeolocation'
import { type MapStart, useMapStart } from './useMapStart'

/** The heavy part of the map pick, in its own chunk with Leaflet and its CSS. */

/** Street level when a point is known; a district when only the start is. */
const POINT_ZOOM = 17
const AREA_ZOOM = 15

/** Moves the pin, or puts a draggable one on the map; returns it. */
function placeMarker(
  map: LeafletMap,
  current: Marker | null,
  next: GeoPoint,
  title: string,
  onPointRef: { current: (point: GeoPoint) => void },
): Marker {
  if (current) return current.setLatLng(at(next))
  const icon = divIcon({ className: 'map-pick-pin', html: PIN_SVG, iconSize: [32, 40], iconAnchor: [16, 39] })
  // Not focusable: keyboard users move the map and press Enter instead of dragging.
  const pin = createMarker(at(next), { icon, draggable: true, keyboard: false, title })
  pin.on('dragend', () => {
    const moved = pin.getLatLng()
    onPointRef.current({ latitude: moved.lat, longitude: moved.lng })
  })
  return pin.addTo(map)
}

type MapPickerProps = {
  /** The chosen point, or null before one is set. */
  point: GeoPoint | null
  onPoint: (point: GeoPoint) => void
  /** Id of the text that explains how to pick with touch, mouse or keyboard. */
  describedBy: string
}

/**
 * A Leaflet map: a click or tap sets the point, the pin can be dragged, and on the focused map the
 * arrow keys move it while Enter sets the point at its centre (the crosshair). Works without tiles.
 */
export default function MapPicker(props: MapPickerProps) {
  const start = useMapStart(props.point)
  if (!start) {
    return (
      <p className="dialog-loading map-pick-loading" role="status">
        <Spinner size={20} /> <Trans>Loading the map…</Trans>
      </p>
    )
  }
  return <LeafletPicker {...props} start={start} />
}

function LeafletPicker({ point, onPoint, describedBy, start }: MapPickerProps & { start: MapStart }) {
  const { t } = useLingui()
  const containerRef = useRef<HTMLDivElement>(null)
  const mapRef = useRef<LeafletMap | null>(null)
  const markerRef = useRef<Marker | null>(null)
  const pointRef = useRef(point)
  pointRef.current = point
  const onPointRef = useRef(onPoint)
  onPointRef.current = onPoint
  const [tilesFailed, setTilesFailed] = useState(false)
  const osm = OSM_LINK
  const textsRef = useRef({
    map: t`Map`,
    pin: t`Selected point`,
    zoomIn: t`Zoom in`,
    zoomOut: t`Zoom out`,
    attribution: t`© ${osm} contributors`,
  })
  const startRef = useRef(start)

  // Created once the dialog is shown: Leaflet measures its container, which is 0×0 before showModal.
  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    let map: LeafletMap | null = null
    const create = () => {
      const text = textsRef.current
      const { centre, near } = startRef.current
      map = createMap(container, {
        center: at(centre),
        zoom: near ? POINT_ZOOM : AREA_ZOOM,
        zoomControl: false,
        keyboard: true,
      })
      mapRef.current = map
      control.zoom({ zoomInTitle: text.zoomIn, zoomOutTitle: text.zoomOut }).addTo(map)
      map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>')
      tileLayer(tileUrl(), { maxZoom: 19, attribution: text.attribution })
        .on('tileerror', () => setTilesFailed(true))
        .addTo(map)
      container.setAttribute('role', 'application')
      container.setAttribute('aria-label', text.map)
      container.setAttribute('aria-describedby', describedBy)
      map.on('click', (event) =>
        onPointRef.current({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
      )
      container.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' || event.target !== container || !map) return
        event.preventDefault()
        const middle = map.getCenter()
        onPointRef.current({ latitude: middle.lat, longitude: middle.lng })
      })
      const current = pointRef.current
      if (current) markerRef.current = placeMarker(map, null, current, text.pin, onPointRef)
    }
    const observer = new ResizeObserver(() => {
      if (container.clientWidth === 0 || container.clientHeight === 0) return
      if (map) map.invalidateSize()
      else create()
    })
    observer.observe(container)
    return () => {
      observer.disconnect()
      map?.remove()
      mapRef.current = null
      markerRef.current = null
    }
  }, [describedBy])

  useEffect(() => {
    const map = mapRef.current
    if (point && map)
      markerRef.current = placeMarker(map, markerRef.current, point, textsRef.current.pin, onPointRef)
  }, [point])

  return (
    <>
      <div ref={containerRef} className="map-pick-map" />
      {tilesFailed ? (
        <p className="muted map-pick-note">
          {t`The map images could not be loaded. You can still tap the map to set the point.`}
        </p>
      ) : null}
    </>
  )
}
