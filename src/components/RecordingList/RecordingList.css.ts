// RecordingList.css.ts — the list of cards without the browser's bullets and indent (the Stack spaces it).
import { style } from '@vanilla-extract/css';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });
