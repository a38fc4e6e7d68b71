// TvModeContainer.tsx — the TV mode choice in /settings (this device's Playback section): automatic, on or off.
import { useAtomValue, useSetAtom } from 'jotai';
import { Select } from '../../components/Select';
import { setTvModeChoiceAtom, tvModeChoiceAtom } from '../shared/tvModeAtoms';
import { parseTvModeChoice } from '../shared/tvMode';

const OPTIONS = [
  { value: 'auto', label: 'Automatic (on a TV)' },
  { value: 'on', label: 'On' },
  { value: 'off', label: 'Off' },
] as const;

export function TvModeContainer() {
  const choice = useAtomValue(tvModeChoiceAtom);
  const setChoice = useSetAtom(setTvModeChoiceAtom);
  return (
    <Select
      label="TV mode"
      hint="Larger text and targets for watching from the sofa, driven by a remote's arrows, OK and Back. Automatic turns it on for a large screen with no mouse."
      options={OPTIONS}
      value={choice}
      onChange={(event) => setChoice(parseTvModeChoice(event.target.value))}
    />
  );
}
