export { CategoryFilter, type Category, type CategoryFilterProps } from './CategoryFilter';
