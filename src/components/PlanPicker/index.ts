export { PlanPicker, type PlanPickerItem, type PlanPickerProps } from './PlanPicker';
