// PlaybackContainer.tsx — the playback choices of this device (the player's section of /settings): whether the next channels are kept ready for an instant change.
import { useAtomValue, useSetAtom } from 'jotai';
import { Checkbox } from '../../components/Checkbox';
import { instantZapAtom, setInstantZapAtom } from './instantZap';

export function PlaybackContainer() {
  const instantZap = useAtomValue(instantZapAtom);
  const setInstantZap = useSetAtom(setInstantZapAtom);
  return (
    <Checkbox
      label="Instant channel change"
      hint="Keeps the channels you are likely to pick next playing silently in the background, so they show the moment you change. Uses more data; it pauses on slow connections, with data saving on, and while the tab is hidden."
      checked={instantZap}
      onChange={(event) => setInstantZap(event.target.checked)}
    />
  );
}
