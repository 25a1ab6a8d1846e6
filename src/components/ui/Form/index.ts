export {
  Form,
  FormActions,
  FormGrid,
  formGridWide,
  type FormActionsProps,
  type FormGridProps,
  type FormProps,
} from './Form';
export { FormErrorSummary, type FormErrorSummaryProps } from './FormErrorSummary';
