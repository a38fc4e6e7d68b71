export { OrderHistory, type OrderHistoryProps, type OrderRow } from './OrderHistory';
