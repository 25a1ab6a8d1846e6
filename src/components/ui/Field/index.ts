export { TextField, type TextFieldProps } from './TextField';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { RadioGroupField, type RadioGroupFieldProps } from './RadioGroupField';
// The parts every field above is built from, for a labelled control the kit does not have yet.
export { FieldFrame, FieldMessages, RequiredMark, useFieldIds } from './FieldParts';
