export { NowNext, type NowNextProps, type ProgrammeTimes } from './NowNext';
export { nowNextSizes, type NowNextSize } from './NowNext.css';
