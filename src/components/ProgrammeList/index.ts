export { ProgrammeList, type ProgrammeListProps } from './ProgrammeList';
export { formatEpisode, recordActionFor, type RecordAction } from './recordState';
