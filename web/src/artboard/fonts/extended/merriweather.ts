// Merriweather beyond latin: each subset its package has (latin-ext, Vietnamese,
// Cyrillic, Greek), in the faces the templates draw. Loaded by script-loaders.ts
// for a resume with such text, so the chosen family draws it, not a fallback.
import '@fontsource/merriweather/latin-ext-400.css';
import '@fontsource/merriweather/latin-ext-400-italic.css';
import '@fontsource/merriweather/latin-ext-700.css';
import '@fontsource/merriweather/vietnamese-400.css';
import '@fontsource/merriweather/vietnamese-400-italic.css';
import '@fontsource/merriweather/vietnamese-700.css';
import '@fontsource/merriweather/cyrillic-400.css';
import '@fontsource/merriweather/cyrillic-400-italic.css';
import '@fontsource/merriweather/cyrillic-700.css';
import '@fontsource/merriweather/cyrillic-ext-400.css';
import '@fontsource/merriweather/cyrillic-ext-400-italic.css';
import '@fontsource/merriweather/cyrillic-ext-700.css';
