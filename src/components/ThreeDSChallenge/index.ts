export { ThreeDSChallenge, type ThreeDSChallengeProps } from './ThreeDSChallenge';
