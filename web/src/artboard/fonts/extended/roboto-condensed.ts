// Roboto Condensed beyond latin: each subset its package has (latin-ext, Vietnamese,
// Cyrillic, Greek), in the faces the templates draw. Loaded by script-loaders.ts
// for a resume with such text, so the chosen family draws it, not a fallback.
import '@fontsource/roboto-condensed/latin-ext-400.css';
import '@fontsource/roboto-condensed/latin-ext-400-italic.css';
import '@fontsource/roboto-condensed/latin-ext-700.css';
import '@fontsource/roboto-condensed/vietnamese-400.css';
import '@fontsource/roboto-condensed/vietnamese-400-italic.css';
import '@fontsource/roboto-condensed/vietnamese-700.css';
import '@fontsource/roboto-condensed/cyrillic-400.css';
import '@fontsource/roboto-condensed/cyrillic-400-italic.css';
import '@fontsource/roboto-condensed/cyrillic-700.css';
import '@fontsource/roboto-condensed/cyrillic-ext-400.css';
import '@fontsource/roboto-condensed/cyrillic-ext-400-italic.css';
import '@fontsource/roboto-condensed/cyrillic-ext-700.css';
import '@fontsource/roboto-condensed/greek-400.css';
import '@fontsource/roboto-condensed/greek-400-italic.css';
import '@fontsource/roboto-condensed/greek-700.css';
import '@fontsource/roboto-condensed/greek-ext-400.css';
import '@fontsource/roboto-condensed/greek-ext-400-italic.css';
import '@fontsource/roboto-condensed/greek-ext-700.css';
