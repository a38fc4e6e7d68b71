export { Toast, defaultDuration, toastTones, type ToastProps, type ToastItem, type ToastTone, type ToastAction } from './Toast';
export { Toaster, type ToasterProps } from './Toaster';
