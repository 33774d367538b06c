// Leaflet 1.9 ships an ES module build but names only its UMD file in package.json; the app imports
// the ES module (smaller chunk, no CommonJS wrapper) with the types of 'leaflet'.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet'
}
