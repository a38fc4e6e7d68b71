// Field/index.ts — internal building blocks for the form fields; not part of the public design system.
export { Field, FieldError, FieldHint, LiveMessage, RequiredMarker, hasContent, isMarkedRequired, joinIds, useFieldIds } from './Field';
export type { FieldHintProps, FieldIds, FieldProps } from './Field';
