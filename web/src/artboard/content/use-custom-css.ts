import { useEffect, useState } from 'react';

type Sanitize = (css: string) => string;

let sanitize: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/**
 * Loads the custom-CSS sanitiser (a CSS parser, some 18 kB compressed) on
 * first need: custom CSS is off by default, so most pages never download it.
 */
export function loadCustomCssSanitizer(): Promise<Sanitize> {
  loading ??= import('./custom-css').then((module) => {
    sanitize = module.sanitizeCustomCss;
    return module.sanitizeCustomCss;
  });
  return loading;
}

/** Whether a resume's custom CSS is to be applied at all. */
export function hasCustomCss(css: { value: string; visible: boolean }): boolean {
  return css.visible && css.value.trim() !== '';
}

/**
 * The resume's custom CSS made safe, or '' while it is off or the sanitiser
 * is on its way (a print loads it before drawing, so a PDF never misses it).
 */
export function useCustomCss(css: { value: string; visible: boolean }): string {
  const wanted = hasCustomCss(css);
  const [, setReady] = useState(sanitize !== null);
  useEffect(() => {
    if (wanted && !sanitize) {
      let current = true;
      void loadCustomCssSanitizer().then(() => current && setReady(true));
      return () => {
        current = false;
      };
    }
  }, [wanted]);
  return wanted && sanitize ? sanitize(css.value) : '';
}
