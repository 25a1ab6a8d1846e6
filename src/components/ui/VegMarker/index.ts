export { VegMarker, type VegMarkerProps } from './VegMarker';
