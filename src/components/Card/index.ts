export { Card, cardElevations, cardPaddings, type CardElevation, type CardPadding, type CardProps } from './Card';
