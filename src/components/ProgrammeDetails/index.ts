export { ProgrammeDetails, type ProgrammeDetailsProps } from './ProgrammeDetails';
