export { ToastRegion, type ToastRegionProps, type ToastView } from './ToastRegion';
