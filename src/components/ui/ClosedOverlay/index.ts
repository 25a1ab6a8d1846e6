export { ClosedOverlay, type ClosedOverlayProps } from './ClosedOverlay';
