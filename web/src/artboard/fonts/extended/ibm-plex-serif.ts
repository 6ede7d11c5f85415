// IBM Plex Serif beyond latin: each subset its package has (latin-ext, Vietnamese,
// Cyrillic, Greek), in the faces the templates draw. Loaded by script-loaders.ts
// for a resume with such text, so the chosen family draws it, not a fallback.
import '@fontsource/ibm-plex-serif/latin-ext-400.css';
import '@fontsource/ibm-plex-serif/latin-ext-400-italic.css';
import '@fontsource/ibm-plex-serif/latin-ext-700.css';
import '@fontsource/ibm-plex-serif/vietnamese-400.css';
import '@fontsource/ibm-plex-serif/vietnamese-400-italic.css';
import '@fontsource/ibm-plex-serif/vietnamese-700.css';
import '@fontsource/ibm-plex-serif/cyrillic-400.css';
import '@fontsource/ibm-plex-serif/cyrillic-400-italic.css';
import '@fontsource/ibm-plex-serif/cyrillic-700.css';
import '@fontsource/ibm-plex-serif/cyrillic-ext-400.css';
import '@fontsource/ibm-plex-serif/cyrillic-ext-400-italic.css';
import '@fontsource/ibm-plex-serif/cyrillic-ext-700.css';
