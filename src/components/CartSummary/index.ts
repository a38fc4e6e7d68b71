export { CartSummary, type CartSummaryItem, type CartSummaryProps } from './CartSummary';
