export { EmailVerificationPanel, type EmailVerificationPanelProps } from './EmailVerificationPanel';
