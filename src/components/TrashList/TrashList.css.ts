// TrashList.css.ts — trash rows: an edge, the text taking the room the restore button leaves.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { plainList } from '../theme/patterns.css';

export const list = plainList;
export const item = style({ border: `1px solid ${vars.color.border}` });
export const main = style({ flex: '1 1 auto', minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
