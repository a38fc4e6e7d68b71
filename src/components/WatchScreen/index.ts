export { formatDigits, NUMBER_SLOTS, WatchOverlays, type WatchOverlaysProps } from './WatchOverlays';
export { WatchKeys, WatchScreen, type WatchFavourite, type WatchScreenProps, type WatchZapping } from './WatchScreen';
