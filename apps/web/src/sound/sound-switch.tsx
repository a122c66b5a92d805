import { useState } from 'react';
import { loadSoundOn, saveSoundOn } from './sound-setting.js';

/** The one switch for every sound of the game page (moves, captures, explosions, low time). */
export function SoundSwitch() {
  const [on, setOn] = useState(loadSoundOn);
  return (
    <label className="inline sound-switch">
      <input
        type="checkbox"
        checked={on}
        onChange={(event) => {
          saveSoundOn(event.target.checked);
          setOn(event.target.checked);
        }}
      />
      Sound
    </label>
  );
}
