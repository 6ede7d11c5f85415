import { useEffect, useState } from 'react';

/**
 * Whether the Control key is held down now (SPEC §2: holding Ctrl reveals
 * password fields while it is held). Leaving the window counts as letting go,
 * so a password never stays shown after an Alt+Tab.
 */
export function useCtrlHeld(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => setHeld(event.ctrlKey);
    const release = () => setHeld(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKey);
    window.addEventListener('blur', release);
    document.addEventListener('visibilitychange', release);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKey);
      window.removeEventListener('blur', release);
      document.removeEventListener('visibilitychange', release);
    };
  }, []);
  return held;
}
