export { CardForm, type CardFormProps, type CardPayment } from './CardForm';
export type { CardFormValues } from './validate';
export { detectBrand, formatCardNumber, luhnValid, BRAND_NAMES, type CardBrand } from './card';
