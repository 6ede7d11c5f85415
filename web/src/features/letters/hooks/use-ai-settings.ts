import { useEffect, useState } from 'react';

import { type AiSettings, readAiSettings } from '../../settings/lib/ai-settings';

/**
 * The person's AI settings in this browser (docs/product.md#ai-helper), followed
 * when another tab (the settings page) changes them; null without a key.
 */
export function useAiSettings(): AiSettings | null {
  const [settings, setSettings] = useState<AiSettings | null>(() => readAiSettings());
  useEffect(() => {
    const refresh = () => setSettings(readAiSettings());
    window.addEventListener('storage', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      window.removeEventListener('storage', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, []);
  return settings;
}
