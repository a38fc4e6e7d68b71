export { SupportForm, MAX_MESSAGE, MAX_SUBJECT, type SupportClassification, type SupportFormProps, type SupportValues } from './SupportForm';
