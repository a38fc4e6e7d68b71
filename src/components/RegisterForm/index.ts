export { RegisterForm, type RegisterFormProps, type RegisterValues } from './RegisterForm';
