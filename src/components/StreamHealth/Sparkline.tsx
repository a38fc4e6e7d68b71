// Sparkline.tsx — small axis-free charts over equally spaced buckets: a line with its area (Sparkline) and a strip of up/down cells (AvailabilityStrip), each one image named by its summary.
import * as styles from './Sparkline.css';

/** Oldest first, equally spaced; null: no data for that bucket. */
export type Series = readonly (number | null)[];

/** The lowest and highest value of a series; null when it has no data at all. */
export function seriesRange(values: Series): { min: number; max: number } | null {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value === null) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return min === Infinity ? null : { min, max };
}

/** The share of the buckets with data that were up (0..1), and how many buckets had none; share is null with no data at all. */
export function availabilityOf(values: Series): { share: number | null; missing: number } {
  let sum = 0;
  let counted = 0;
  for (const value of values) {
    if (value === null) continue;
    sum += Math.min(1, Math.max(0, value));
    counted += 1;
  }
  return { share: counted === 0 ? null : sum / counted, missing: values.length - counted };
}

// The chart is drawn in its own units (one per bucket across, one per pixel down) and stretched across its box:
// strokes keep their width (non-scaling-stroke), so only the line's run is stretched, never its thickness.
const HEIGHT = 32;
const PAD = 4;

export interface SparklineProps {
  values: Series;
  /** The chart's accessible name, which says what a sighted reader takes from it ("Bitrate: 2.8 to 3.4 Mb/s, 3.2 Mb/s now"). */
  label: string;
  /** Muted for a stream switched off: its past is shown, but quietly. */
  tone?: 'accent' | 'muted';
  className?: string;
}

export function Sparkline({ values, label, tone = 'accent', className }: SparklineProps) {
  const range = seriesRange(values);
  const width = Math.max(values.length, 1);
  const y = (value: number) => {
    if (!range || range.max === range.min) return HEIGHT / 2;
    return PAD + (1 - (value - range.min) / (range.max - range.min)) * (HEIGHT - 2 * PAD);
  };

  // One run per stretch of buckets with data: a gap in the data is a gap in the line.
  const runs: { x: number; y: number }[][] = [];
  values.forEach((value, i) => {
    if (value === null) return;
    const point = { x: i + 0.5, y: y(value) };
    const open = runs.at(-1);
    if (open && i > 0 && values[i - 1] !== null) open.push(point);
    else runs.push([point]);
  });

  const line = runs.map((points) => points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`).join('') + (points.length === 1 ? 'h0' : '')).join('');
  const area = runs
    .filter((points) => points.length > 1)
    .map((points) => `M${round(points[0]!.x)} ${HEIGHT}` + points.map((p) => `L${round(p.x)} ${round(p.y)}`).join('') + `L${round(points.at(-1)!.x)} ${HEIGHT}Z`)
    .join('');
  const last = runs.at(-1)?.at(-1);

  return (
    // An inline SVG named as one image: an <img> could not take the theme's colours.
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
    <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" className={[styles.chart, className].filter(Boolean).join(' ')}>
      {range ? (
        <g className={styles.tone[tone]}>
          {area && <path d={area} className={styles.area} />}
          <path d={line} className={styles.line} vectorEffect="non-scaling-stroke" />
          {/* A zero-length stroke with round caps: a dot that stays round however the chart is stretched. */}
          {last && <path d={`M${round(last.x)} ${round(last.y)}h0`} className={styles.dot} vectorEffect="non-scaling-stroke" />}
        </g>
      ) : (
        <path d={`M0 ${HEIGHT / 2}H${width}`} className={styles.empty} vectorEffect="non-scaling-stroke" />
      )}
    </svg>
  );
}

export interface AvailabilityStripProps {
  /** Each bucket's share up, 0..1; null: no data. */
  values: Series;
  /** The strip's accessible name ("Up 97 % of the last 24 hours"). */
  label: string;
  className?: string;
}

type Cell = 'up' | 'partial' | 'down' | 'none';

/** Shape as well as colour, so the strip reads without telling green from red: down stands full height, up half, no data a line. */
const CELL_HEIGHT: Record<Cell, number> = { up: 0.5, partial: 0.75, down: 1, none: 0.1 };

// A bucket up at least this share of the time counts as up: a single failed request in ten minutes is not an outage.
const UP_AT = 0.99;

const cellOf = (value: number | null): Cell => (value === null ? 'none' : value >= UP_AT ? 'up' : value <= 0 ? 'down' : 'partial');

export function AvailabilityStrip({ values, label, className }: AvailabilityStripProps) {
  const width = Math.max(values.length, 1);
  // Neighbouring buckets alike are one rectangle: fewer nodes, and no hairline seams between them.
  const spans: { cell: Cell; from: number; to: number }[] = [];
  values.forEach((value, i) => {
    const cell = cellOf(value);
    const open = spans.at(-1);
    if (open && open.cell === cell) open.to = i + 1;
    else spans.push({ cell, from: i, to: i + 1 });
  });
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
    <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" shapeRendering="crispEdges" className={[styles.chart, className].filter(Boolean).join(' ')}>
      {spans.map(({ cell, from, to }) => {
        const height = Math.max(2, round(CELL_HEIGHT[cell] * HEIGHT));
        return <rect key={from} x={from} width={to - from} y={HEIGHT - height} height={height} className={styles.cell[cell]} />;
      })}
    </svg>
  );
}

const round = (n: number) => Math.round(n * 100) / 100;
