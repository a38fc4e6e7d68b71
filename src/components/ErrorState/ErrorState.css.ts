// ErrorState.css.ts — EmptyState's layout with a critical icon, and the words grouped as one alert.
import { style } from '@vanilla-extract/css';
import * as empty from '../EmptyState/EmptyState.css';
import { vars } from '../theme/contract.css';

// An error is an empty state with a cause: same column (a Stack), title, text and action row.
export { root, title, description as message, action as actions } from '../EmptyState/EmptyState.css';

export const icon = style([empty.icon, { background: vars.color.criticalSurface, color: vars.color.critical }]);
