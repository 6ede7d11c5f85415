// The regular face of each quick pick, so its button is drawn in its own face
// (docs/product.md#design-tools). The same self-hosted files the artboard bundles; a face is only
// fetched when a button using it is drawn.
import '@fontsource/open-sans/latin-400.css';
import '@fontsource/merriweather/latin-400.css';
import '@fontsource/roboto-condensed/latin-400.css';
import '@fontsource/playfair-display/latin-400.css';
import '@fontsource/lato/latin-400.css';
import '@fontsource/lora/latin-400.css';
import '@fontsource/pt-sans/latin-400.css';
import '@fontsource/pt-serif/latin-400.css';
import '@fontsource/ibm-plex-sans/latin-400.css';
import '@fontsource/ibm-plex-serif/latin-400.css';
