import { useLingui } from '@lingui/react/macro'
import {
  circleMarker,
  control,
  map as createMap,
  marker as createMarker,
  divIcon,
  type LayerGroup,
  type LeafletKeyboardEvent,
  type Map as LeafletMap,
  latLngBounds,
  layerGroup,
  tileLayer,
} from 'leaflet/dist/leaflet-src.esm.js'
import 'leaflet/dist/leaflet.css'
import { useEffect, useRef, useState } from 'react'
import type { AtlasRestaurant } from '../../domain/contract/menu'
import { localized } from '../../domain/locale'
import { shopNowOf } from '../../domain/restaurantStatus'
import { useLocale } from '../../i18n/useLocale'
import { at, OSM_LINK, PIN_SVG, tileUrl } from '../../ui/mapTiles'
import { OPEN_STATE_TEXT } from '../brand/restaurantText'
import { HONG_KONG } from '../location/mapPoint'
import type { GeoPoint } from '../location/useGeolocation'
import { isClosedAt, positionOf } from './atlasLists'

/** The heavy part of the map views, in its own chunk with Leaflet and its CSS. */

/** Zoom for a single restaurant, and the closest a fit to several may come. */
const ONE_PLACE_ZOOM = 16
/** Zoom when there is nothing to show but the starting area. */
const AREA_ZOOM = 12

export type RestaurantMapProps = {
  restaurants: readonly AtlasRestaurant[]
  /** The diner's position, shown as a dot. */
  position: GeoPoint | null
  onSelect: (restaurant: AtlasRestaurant) => void
}

/**
 * A Leaflet map of the restaurants that have a map position: a pin each (tap, click, or Tab then
 * Enter opens the shop), the diner's position as a dot. It works without tiles (offline).
 */
export default function RestaurantMap({ restaurants, position, onSelect }: RestaurantMapProps) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const containerRef = useRef<HTMLDivElement>(null)
  const mapRef = useRef<LeafletMap | null>(null)
  const pinsRef = useRef<LayerGroup | null>(null)
  const onSelectRef = useRef(onSelect)
  onSelectRef.current = onSelect
  const [tilesFailed, setTilesFailed] = useState(false)
  const osm = OSM_LINK
  const textsRef = useRef({
    map: t`Map of the restaurants`,
    zoomIn: t`Zoom in`,
    zoomOut: t`Zoom out`,
    attribution: t`© ${osm} contributors`,
    you: t`Your location`,
  })
  const i18nRef = useRef(i18n)
  i18nRef.current = i18n

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const text = textsRef.current
    const map = createMap(container, { center: at(HONG_KONG), zoom: AREA_ZOOM, zoomControl: false })
    control.zoom({ zoomInTitle: text.zoomIn, zoomOutTitle: text.zoomOut }).addTo(map)
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>')
    tileLayer(tileUrl(), { maxZoom: 19, attribution: text.attribution })
      .on('tileerror', () => setTilesFailed(true))
      .addTo(map)
    container.setAttribute('aria-label', text.map)
    container.setAttribute('role', 'region')
    mapRef.current = map
    pinsRef.current = layerGroup().addTo(map)
    const observer = new ResizeObserver(() => map.invalidateSize())
    observer.observe(container)
    return () => {
      observer.disconnect()
      map.remove()
      mapRef.current = null
      pinsRef.current = null
    }
  }, [])

  useEffect(() => {
    const map = mapRef.current
    const pins = pinsRef.current
    if (!map || !pins) return
    pins.clearLayers()
    const points: GeoPoint[] = []
    for (const restaurant of restaurants) {
      const point = positionOf(restaurant)
      if (!point) continue
      points.push(point)
      const name = localized(restaurant, 'name', locale)
      const now = new Date()
      const status = i18nRef.current._(OPEN_STATE_TEXT[shopNowOf(restaurant, now).state])
      const icon = divIcon({
        className: `atlas-map-pin${isClosedAt(restaurant, now) ? ' atlas-map-pin-closed' : ''}`,
        html: PIN_SVG,
        iconSize: [32, 40],
        iconAnchor: [16, 39],
      })
      createMarker(at(point), { icon, keyboard: true, title: `${name} (${status})`, alt: name })
        .on('click', () => onSelectRef.current(restaurant))
        // Leaflet makes the pin a focusable button but passes its keys on as they are.
        .on('keydown', (event) => {
          const key = (event as LeafletKeyboardEvent).originalEvent
          if (key.key !== 'Enter' && key.key !== ' ') return
          key.preventDefault()
          onSelectRef.current(restaurant)
        })
        .addTo(pins)
    }
    if (position) {
      circleMarker(at(position), {
        radius: 7,
        color: '#fff',
        weight: 2,
        fillColor: '#1a73e8',
        fillOpacity: 1,
      })
        .addTo(pins)
        .bindTooltip(textsRef.current.you)
    }
    const all = position ? [...points, position] : points
    // Not animated: Leaflet drops a new view asked for while a zoom animation runs.
    if (all.length === 1) map.setView(at(all[0]!), ONE_PLACE_ZOOM, { animate: false })
    else if (all.length > 1)
      map.fitBounds(latLngBounds(all.map(at)), { padding: [40, 40], maxZoom: ONE_PLACE_ZOOM, animate: false })
    // Markers are redrawn only when what they show changes (not on every render: focus would be lost).
  }, [restaurants, position, locale])

  return (
    // The note lies over the map: put under it, it would push the lists down.
    <div className="atlas-map-frame">
      <div ref={containerRef} className="atlas-map" />
      {tilesFailed ? (
        <p className="muted atlas-map-note">{t`The map images could not be loaded. The pins still work.`}</p>
      ) : null}
    </div>
  )
}
