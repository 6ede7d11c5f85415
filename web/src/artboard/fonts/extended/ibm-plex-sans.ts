// IBM Plex Sans beyond latin: each subset its package has (latin-ext, Vietnamese,
// Cyrillic, Greek), in the faces the templates draw. Loaded by script-loaders.ts
// for a resume with such text, so the chosen family draws it, not a fallback.
import '@fontsource/ibm-plex-sans/latin-ext-400.css';
import '@fontsource/ibm-plex-sans/latin-ext-400-italic.css';
import '@fontsource/ibm-plex-sans/latin-ext-700.css';
import '@fontsource/ibm-plex-sans/vietnamese-400.css';
import '@fontsource/ibm-plex-sans/vietnamese-400-italic.css';
import '@fontsource/ibm-plex-sans/vietnamese-700.css';
import '@fontsource/ibm-plex-sans/cyrillic-400.css';
import '@fontsource/ibm-plex-sans/cyrillic-400-italic.css';
import '@fontsource/ibm-plex-sans/cyrillic-700.css';
import '@fontsource/ibm-plex-sans/cyrillic-ext-400.css';
import '@fontsource/ibm-plex-sans/cyrillic-ext-400-italic.css';
import '@fontsource/ibm-plex-sans/cyrillic-ext-700.css';
import '@fontsource/ibm-plex-sans/greek-400.css';
import '@fontsource/ibm-plex-sans/greek-400-italic.css';
import '@fontsource/ibm-plex-sans/greek-700.css';
