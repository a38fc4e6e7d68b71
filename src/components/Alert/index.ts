export { Alert, alertTones, type AlertProps, type AlertTone } from './Alert';
export { FormOutcome, type FormOutcomeProps } from './FormOutcome';
