// Open Sans beyond latin: each subset its package has (latin-ext, Vietnamese,
// Cyrillic, Greek), in the faces the templates draw. Loaded by script-loaders.ts
// for a resume with such text, so the chosen family draws it, not a fallback.
import '@fontsource/open-sans/latin-ext-400.css';
import '@fontsource/open-sans/latin-ext-400-italic.css';
import '@fontsource/open-sans/latin-ext-700.css';
import '@fontsource/open-sans/vietnamese-400.css';
import '@fontsource/open-sans/vietnamese-400-italic.css';
import '@fontsource/open-sans/vietnamese-700.css';
import '@fontsource/open-sans/cyrillic-400.css';
import '@fontsource/open-sans/cyrillic-400-italic.css';
import '@fontsource/open-sans/cyrillic-700.css';
import '@fontsource/open-sans/cyrillic-ext-400.css';
import '@fontsource/open-sans/cyrillic-ext-400-italic.css';
import '@fontsource/open-sans/cyrillic-ext-700.css';
import '@fontsource/open-sans/greek-400.css';
import '@fontsource/open-sans/greek-400-italic.css';
import '@fontsource/open-sans/greek-700.css';
import '@fontsource/open-sans/greek-ext-400.css';
import '@fontsource/open-sans/greek-ext-400-italic.css';
import '@fontsource/open-sans/greek-ext-700.css';
