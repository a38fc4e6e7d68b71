// Skeleton.tsx — a loading placeholder in the shape of what is coming: lines of text, a rectangle, a circle.
import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css';

/**
 * Decorative: hidden from screen readers, which would otherwise hear nothing useful. The region
 * that is loading says so instead: give it aria-busy="true" while skeletons show (and a Spinner
 * label or a VisuallyHidden "Loading channels" if the wait can be long), then drop it.
 */
export interface SkeletonProps {
  variant?: 'text' | 'rect' | 'circle';
  /** text: how many lines; the last one is shorter when there are several. */
  lines?: number;
  /** text and rect (default: the container's width). */
  width?: number | string;
  /** rect. */
  height?: number | string;
  /** circle: its diameter. */
  size?: number | string;
  className?: string;
}

export function Skeleton({ variant = 'text', lines = 1, width, height, size = 40, className }: SkeletonProps) {
  if (variant === 'rect' || variant === 'circle') {
    const box = variant === 'rect' ? { width: width ?? '100%', height: height ?? '1em' } : { width: size, height: size };
    return <span aria-hidden="true" className={[styles.shape({ variant }), className].filter(Boolean).join(' ')} style={box} />;
  }

  const count = Math.max(1, Math.floor(lines));
  return (
    <span aria-hidden="true" className={[styles.lines, className].filter(Boolean).join(' ')} style={{ width }}>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={styles.shape({ variant: 'text' })} style={lineStyle(i, count)} />
      ))}
    </span>
  );
}

// A shorter last line reads as the end of a paragraph, not as a cut-off block.
function lineStyle(index: number, count: number): CSSProperties {
  return { width: count > 1 && index === count - 1 ? '60%' : '100%' };
}
