export { RecentlyWatched, type RecentChannel, type RecentlyWatchedProps } from './RecentlyWatched';
