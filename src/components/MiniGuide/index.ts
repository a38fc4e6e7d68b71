export { MiniGuide, type MiniGuideChannel, type MiniGuideProps } from './MiniGuide';
