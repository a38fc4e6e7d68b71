// TextField.css.ts — a single-line text input in the shared field box.
import { style } from '@vanilla-extract/css';
import { control } from '../Field/Field.css';

export const input = style([control]);
