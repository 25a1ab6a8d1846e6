export { PerformancePanel, type PerformancePanelProps } from './PerformancePanel';
