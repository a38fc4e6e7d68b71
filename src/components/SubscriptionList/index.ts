export { SubscriptionList, type SubscriptionItem, type SubscriptionListProps } from './SubscriptionList';
