/**
 * The design tools as the letter builder takes them (builder-kit.ts), with the
 * provider that points them at its letter: one import for the letter, while
 * each section stays the chunk the right pane loads on its own.
 */
export { DesignStoreProvider } from '../../hooks/design-context';
export { PageSection } from './page/page-section';
export { ThemeSection } from './theme/theme-section';
export { TypographySection } from './typography/typography-section';
