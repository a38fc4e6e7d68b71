// Icon.tsx — an inline SVG icon in currentColor; decorative unless given a label.
import { iconPaths, type IconName } from './paths';

export interface IconProps {
  name: IconName;
  size?: number;
  /** A label makes the icon meaningful to screen readers; without one it is hidden from them. */
  label?: string;
  className?: string;
}

export function Icon({ name, size = 20, label, className }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      // The theme sizes icons by this mark where it scales them (TV mode: theme/tvMode.css.ts).
      data-icon=""
    >
      {iconPaths[name]}
    </svg>
  );
}
