// StreamHealth.tsx — one channel's upstream streams in failover order, each one's state, figures and last 24 hours in small charts; move, switch off and probe (and the dialog the console shows it in).
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Dialog } from '../Dialog';
import { LiveMessage } from '../Field';
import { DEFAULT_LOCALE } from '../format';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { Inline } from '../Inline';
import { Spinner } from '../Spinner';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import { AvailabilityStrip, Sparkline, availabilityOf, seriesRange, type Series } from './Sparkline';
import * as styles from './StreamHealth.css';

/** One 10-minute bucket of a stream's history. */
export interface HealthPoint {
  /** Unix seconds: the bucket's start. */
  at: number;
  /** The share of the bucket the stream was up, 0..1; null: no data. */
  up: number | null;
  ttfsMs: number | null;
  bitrateKbps: number | null;
  viewers: number | null;
}

export interface StreamHealthItem {
  /** Its place in the source's list: a stable id, whatever the failover order. */
  index: number;
  /** "cdn.example.net": never a full URL or credentials. */
  host: string;
  /** Switched off by the operator: never tried. */
  enabled: boolean;
  /** The one viewers are on now. */
  current: boolean;
  /** null: not checked yet. */
  up: boolean | null;
  lastError: string | null;
  /** Preformatted: "Today 14:02". */
  lastErrorWhen: string | null;
  ttfsMs: number | null;
  bitrateKbps: number | null;
  viewers: number;
  failovers24h: number;
  /** 144 points for 24 hours, oldest first. */
  series: readonly HealthPoint[];
}

export interface StreamHealthProps {
  /** In failover order: the order viewers try them. */
  streams: readonly StreamHealthItem[];
  /** Check every stream now. */
  onProbe: () => void;
  /** A probe is under way: its button says so and ignores presses. */
  probing?: boolean;
  /** Preformatted: "Today 14:03"; null: never probed. */
  probedWhen?: string | null;
  /** One place up or down; the parent hands back the new order. */
  onMove: (index: number, direction: 'up' | 'down') => void;
  onToggle: (index: number, enabled: boolean) => void;
  /** A move or switch is being saved: those controls ignore presses until it is done. */
  busy?: boolean;
}

type Direction = 'up' | 'down';

const numberFormat = new Intl.NumberFormat(DEFAULT_LOCALE);
const oneDecimal = new Intl.NumberFormat(DEFAULT_LOCALE, { maximumFractionDigits: 1 });
/** Seconds and megabits always with their tenth, so the ends of a range line up ("3.0 to 3.4 Mb/s"). */
const tenths = new Intl.NumberFormat(DEFAULT_LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const count = (n: number, one: string, many: string) => `${numberFormat.format(n)} ${n === 1 ? one : many}`;

/** A quantity in the unit its larger end reads best in, so a range says its unit once ("380 to 900 ms", "2.8 to 3.4 Mb/s"). */
interface Unit {
  pick: (largest: number) => { divide: number; format: Intl.NumberFormat; suffix: string };
}
const MS: Unit = { pick: (largest) => (largest >= 1000 ? { divide: 1000, format: tenths, suffix: 's' } : { divide: 1, format: numberFormat, suffix: 'ms' }) };
const KBPS: Unit = { pick: (largest) => (largest >= 1000 ? { divide: 1000, format: tenths, suffix: 'Mb/s' } : { divide: 1, format: numberFormat, suffix: 'kb/s' }) };

function formatValue(unit: Unit, value: number) {
  const { divide, format, suffix } = unit.pick(value);
  return `${format.format(value / divide)} ${suffix}`;
}

function formatRange(unit: Unit, min: number, max: number, join: string) {
  const { divide, format, suffix } = unit.pick(max);
  const [low, high] = [format.format(min / divide), format.format(max / divide)];
  return low === high ? `${high} ${suffix}` : `${low}${join}${high} ${suffix}`;
}

/** "97 %": whole percents, but never rounded up to a full 100 % that was not, nor down to 0 % that was not. */
function formatShare(share: number) {
  const percent = share * 100;
  if (percent > 99 && percent < 100) return `${oneDecimal.format(Math.floor(percent * 10) / 10)} %`;
  if (percent > 0 && percent < 1) return '< 1 %';
  return `${numberFormat.format(Math.round(percent))} %`;
}

const BUCKET_MINUTES = 10;

function formatSpan(buckets: number) {
  const minutes = buckets * BUCKET_MINUTES;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 && `${hours} h`, rest > 0 && `${rest} min`].filter(Boolean).join(' ');
}

const DAY = 'the last 24 hours';

function availabilitySummary(values: Series) {
  const { share, missing } = availabilityOf(values);
  if (share === null) return { label: `Availability: no data in ${DAY}`, text: 'No data' };
  const up = formatShare(share);
  return { label: missing > 0 ? `Up ${up} of the time measured in ${DAY} (no data for ${formatSpan(missing)})` : `Up ${up} of ${DAY}`, text: `${up} up` };
}

function lineSummary(name: string, unit: Unit, values: Series, now: number | null) {
  const range = seriesRange(values);
  if (!range) return { label: `${name}: no data in ${DAY}`, text: 'No data' };
  const nowText = now === null ? '' : `, ${formatValue(unit, now)} now`;
  return { label: `${name}: ${formatRange(unit, range.min, range.max, ' to ')}${nowText}`, text: formatRange(unit, range.min, range.max, '–') };
}

/** "Moved cdn.example.net to position 1 of 3." — said once the parent has drawn the new order. */
const movedMessage = (host: string, position: number, total: number) => `Moved ${host} to position ${position} of ${total}.`;

export function StreamHealth({ streams, onProbe, probing = false, probedWhen = null, onMove, onToggle, busy = false }: StreamHealthProps) {
  const order = streams.map((stream) => stream.index).join(',');
  const listRef = useRef<HTMLOListElement>(null);

  // A move is announced when the parent has drawn it (a refused move says nothing of a place it never took).
  const [pendingMove, setPendingMove] = useState<{ index: number; from: string } | null>(null);
  const [moved, setMoved] = useState('');
  if (pendingMove && pendingMove.from !== order) {
    setPendingMove(null);
    const position = streams.findIndex((stream) => stream.index === pendingMove.index);
    const stream = streams[position];
    if (stream) setMoved(movedMessage(stream.host, position + 1, streams.length));
  }

  // The moved card changes place in the DOM, which drops focus on <body>: once the new order is drawn, focus goes
  // back to the same button (or its twin, when the stream reached an end and the button is disabled).
  const refocus = useRef<{ index: number; direction: Direction; from: string } | null>(null);
  useLayoutEffect(() => {
    const target = refocus.current;
    if (!target || target.from === order || !listRef.current) return;
    refocus.current = null;
    const find = (direction: Direction) => listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${target.index}-${direction}"]`);
    const button = find(target.direction);
    (button && !button.disabled ? button : find(target.direction === 'up' ? 'down' : 'up'))?.focus();
  });

  const move = (index: number, direction: Direction) => {
    if (busy) return;
    refocus.current = { index, direction, from: order };
    setPendingMove({ index, from: order });
    onMove(index, direction);
  };

  const enabledCount = streams.filter((stream) => stream.enabled).length;

  return (
    <Stack space="md">
      <Inline space="md">
        <Button
          variant="secondary"
          icon={probing ? <Spinner size="small" label="" /> : <Icon name="refresh" size={16} />}
          aria-disabled={probing || undefined}
          className={styles.probe}
          onClick={probing ? undefined : onProbe}
        >
          {probing ? 'Probing…' : 'Probe now'}
        </Button>
        <Text size="small" tone="secondary">
          {probedWhen ? `Last probed ${probedWhen}` : 'Not probed yet'}
        </Text>
      </Inline>
      <LiveMessage>{probing ? 'Probing the streams…' : ''}</LiveMessage>

      {streams.length === 0 ? (
        <Text as="p" tone="secondary">
          This channel has no streams.
        </Text>
      ) : (
        <>
          <Stack space="xs">
            <Text as="p" size="small" tone="secondary">
              {streams.length === 1 ? 'Viewers watch this stream: with no other, there is nothing to fail over to.' : 'Viewers try the streams in this order: when one fails, they move on to the next.'} The charts show the last 24 hours, now on the right.
            </Text>
            <Legend />
          </Stack>
          <ol ref={listRef} className={styles.list} aria-label="Streams, in failover order" aria-busy={busy || undefined}>
            {streams.map((stream, position) => (
              <li key={stream.index}>
                <StreamCard
                  stream={stream}
                  position={position + 1}
                  canMoveUp={position > 0}
                  canMoveDown={position < streams.length - 1}
                  isLastOn={stream.enabled && enabledCount === 1}
                  busy={busy}
                  onMove={(direction) => move(stream.index, direction)}
                  onToggle={(enabled) => !busy && onToggle(stream.index, enabled)}
                />
              </li>
            ))}
          </ol>
        </>
      )}
      <LiveMessage>{moved}</LiveMessage>
    </Stack>
  );
}

/** What the availability strip's cells mean, drawn as the strip draws them. */
function Legend() {
  const items = [
    { cell: 'up', label: 'Up' },
    { cell: 'partial', label: 'Partly down' },
    { cell: 'down', label: 'Down' },
    { cell: 'none', label: 'No data' },
  ] as const;
  return (
    <Inline as="ul" space="md" aria-label="Availability key" className={styles.legend}>
      {items.map(({ cell, label }) => (
        <li key={cell} className={styles.legendItem}>
          <span className={styles.swatch[cell]} aria-hidden="true" />
          {label}
        </li>
      ))}
    </Inline>
  );
}

interface StreamCardProps {
  stream: StreamHealthItem;
  position: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** The only stream switched on: it cannot be switched off. */
  isLastOn: boolean;
  busy: boolean;
  onMove: (direction: Direction) => void;
  onToggle: (enabled: boolean) => void;
}

function StreamCard({ stream, position, canMoveUp, canMoveDown, isLastOn, busy, onMove, onToggle }: StreamCardProps) {
  const { host, series } = stream;
  const isOff = !stream.enabled;
  const name = `Stream ${position}`;

  const availability = availabilitySummary(series.map((point) => point.up));
  const ttfs = lineSummary('Time to first segment', MS, series.map((point) => point.ttfsMs), stream.ttfsMs);
  const bitrate = lineSummary('Bitrate', KBPS, series.map((point) => point.bitrateKbps), stream.bitrateKbps);
  const tone = isOff ? 'muted' : 'accent';

  return (
    <article aria-label={`${name}: ${host}`} className={styles.card({ off: isOff, current: stream.current })}>
      <div className={styles.reorder}>
        <span className={styles.position} aria-hidden="true">
          {position}
        </span>
        <IconButton
          icon="chevronUp"
          size="small"
          label={`Move ${name.toLowerCase()} up`}
          disabled={!canMoveUp}
          aria-disabled={(canMoveUp && busy) || undefined}
          className={styles.move}
          data-move={`${stream.index}-up`}
          onClick={() => onMove('up')}
        />
        <IconButton
          icon="chevronDown"
          size="small"
          label={`Move ${name.toLowerCase()} down`}
          disabled={!canMoveDown}
          aria-disabled={(canMoveDown && busy) || undefined}
          className={styles.move}
          data-move={`${stream.index}-down`}
          onClick={() => onMove('down')}
        />
      </div>

      <Stack space="sm" className={styles.main}>
        <Inline space="sm">
          <h3 className={styles.host}>
            <VisuallyHidden>{name}: </VisuallyHidden>
            {host}
          </h3>
          <StatusBadges stream={stream} />
        </Inline>

        <ul className={styles.figures}>
          <li>{stream.ttfsMs === null ? 'First segment: not measured' : `First segment in ${formatValue(MS, stream.ttfsMs)}`}</li>
          <li>{stream.bitrateKbps === null ? 'Bitrate: not measured' : formatValue(KBPS, stream.bitrateKbps)}</li>
          <li>{stream.viewers === 0 ? 'No one watching' : `${numberFormat.format(stream.viewers)} watching`}</li>
          <li className={stream.failovers24h > 0 ? styles.failovers : undefined}>
            {stream.failovers24h === 0 ? 'No failovers in 24 h' : `${count(stream.failovers24h, 'failover', 'failovers')} in 24 h`}
          </li>
        </ul>

        {stream.lastError && (
          <p className={styles.lastError({ down: stream.up === false })}>
            <Icon name="alert" size={16} className={styles.errorIcon} />
            <span>
              <strong className={styles.errorTitle}>{stream.lastErrorWhen ? `Last error ${stream.lastErrorWhen}:` : 'Last error:'}</strong> <span>{stream.lastError}</span>
            </span>
          </p>
        )}

        <div className={styles.charts}>
          <Chart title="Availability" range={availability.text}>
            <AvailabilityStrip values={series.map((point) => point.up)} label={availability.label} />
          </Chart>
          <Chart title="First segment" range={ttfs.text}>
            <Sparkline values={series.map((point) => point.ttfsMs)} label={ttfs.label} tone={tone} />
          </Chart>
          <Chart title="Bitrate" range={bitrate.text}>
            <Sparkline values={series.map((point) => point.bitrateKbps)} label={bitrate.label} tone={tone} />
          </Chart>
        </div>

        <Checkbox
          className={styles.toggle}
          label={
            <>
              Use<VisuallyHidden> {name.toLowerCase()}</VisuallyHidden>
            </>
          }
          hint={isLastOn ? 'The only stream switched on: switch another on before this one can go off.' : undefined}
          checked={stream.enabled}
          disabled={isLastOn}
          aria-disabled={(!isLastOn && busy) || undefined}
          onChange={(event) => onToggle(event.target.checked)}
        />
      </Stack>
    </article>
  );
}

function StatusBadges({ stream }: { stream: StreamHealthItem }) {
  return (
    <>
      {stream.up === true && (
        <Badge size="small" tone="success" icon="check">
          Up
        </Badge>
      )}
      {stream.up === false && (
        <Badge size="small" tone="critical" icon="alert">
          Down
        </Badge>
      )}
      {stream.up === null && (
        <Badge size="small" icon="clock">
          Not checked yet
        </Badge>
      )}
      {stream.current && (
        <Badge size="small" tone="accent" icon="play">
          In use
        </Badge>
      )}
      {!stream.enabled && (
        <Badge size="small" tone="warning" icon="pause">
          Off
        </Badge>
      )}
    </>
  );
}

/** A chart with its name and range above it; the chart's own label says both (and more) to a screen reader. */
function Chart({ title, range, children }: { title: string; range: string; children: ReactNode }) {
  return (
    <div className={styles.chart}>
      <div className={styles.chartCaption} aria-hidden="true">
        <span className={styles.chartTitle}>{title}</span>
        <span className={styles.chartRange}>{range}</span>
      </div>
      {children}
    </div>
  );
}

export interface StreamHealthDialogProps extends StreamHealthProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The channel whose streams these are: it names the dialog. */
  channel: { number: number; title: string };
}

/** The panel in the console's dialog, titled "Streams of 101 BBC One". */
export function StreamHealthDialog({ open, onOpenChange, channel, ...panel }: StreamHealthDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="large" title={`Streams of ${channel.number} ${channel.title}`}>
      <StreamHealth {...panel} />
    </Dialog>
  );
}
