export { ChangePasswordForm, type ChangePasswordFormProps, type ChangePasswordValues } from './ChangePasswordForm';
