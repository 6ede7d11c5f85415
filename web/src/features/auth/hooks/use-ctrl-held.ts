import { useEffect, useState } from 'react';

/**
 * Whether the Control key is held down now (docs/product.md#auth-screens: holding Ctrl reveals
 * password fields while it is held). Leaving the window counts as letting go,
 * so a password never stays shown after an Alt+Tab.
 */
export function useCtrlHeld(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const onDown = (event: KeyboardEvent) => setHeld(event.ctrlKey || event.key === 'Control');
    const onUp = (event: KeyboardEvent) => setHeld(event.key !== 'Control' && event.ctrlKey);
    const release = () => setHeld(false);
    window.addEventListener('keydown', onDown);
    window.addEventListener('keyup', onUp);
    window.addEventListener('blur', release);
    document.addEventListener('visibilitychange', release);
    return () => {
      window.removeEventListener('keydown', onDown);
      window.removeEventListener('keyup', onUp);
      window.removeEventListener('blur', release);
      document.removeEventListener('visibilitychange', release);
    };
  }, []);
  return held;
}
