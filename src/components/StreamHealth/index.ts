// index.ts (StreamHealth) — one channel's streams and their health for the console, its dialog, and the small charts it draws.
export { StreamHealth, StreamHealthDialog, type HealthPoint, type StreamHealthDialogProps, type StreamHealthItem, type StreamHealthProps } from './StreamHealth';
export { AvailabilityStrip, Sparkline, availabilityOf, seriesRange, type AvailabilityStripProps, type Series, type SparklineProps } from './Sparkline';
