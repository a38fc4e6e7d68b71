export { NowNext, type NowNextProps, type ProgrammeTimes } from './NowNext';
