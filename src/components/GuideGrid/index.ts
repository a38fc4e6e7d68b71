export { GUIDE_GRID_SIZES, GuideGrid, type GuideGridHandle, type GuideGridProps } from './GuideGrid';
export { GuideToolbar, type GuideToolbarProps } from './GuideToolbar';
export type { GuideChannel, GuideProgramme, GuideVisibleRange, TimeRange } from './types';
