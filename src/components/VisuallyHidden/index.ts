export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
export { visuallyHidden as visuallyHiddenClass } from './VisuallyHidden.css';
