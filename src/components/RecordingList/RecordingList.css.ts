// RecordingList.css.ts — the list of cards without the browser's bullets and indent (the Stack spaces it).
import { plainList } from '../theme/patterns.css';

export const list = plainList;
