// Playfair Display beyond latin: each subset its package has (latin-ext, Vietnamese,
// Cyrillic, Greek), in the faces the templates draw. Loaded by script-loaders.ts
// for a resume with such text, so the chosen family draws it, not a fallback.
import '@fontsource/playfair-display/latin-ext-400.css';
import '@fontsource/playfair-display/latin-ext-400-italic.css';
import '@fontsource/playfair-display/latin-ext-700.css';
import '@fontsource/playfair-display/vietnamese-400.css';
import '@fontsource/playfair-display/vietnamese-400-italic.css';
import '@fontsource/playfair-display/vietnamese-700.css';
import '@fontsource/playfair-display/cyrillic-400.css';
import '@fontsource/playfair-display/cyrillic-400-italic.css';
import '@fontsource/playfair-display/cyrillic-700.css';
