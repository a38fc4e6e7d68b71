export { OrderConfirmation, type ConfirmedOrder, type OrderConfirmationProps } from './OrderConfirmation';
