import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { quickPickFonts } from '@vitae/schema';

import { findCatalogueFont, fontCatalogue, variantName } from './catalogue';
import { familyLoaders, loadCatalogueFamily } from './catalogue-loaders';

const fontsource = join(__dirname, '../../../../node_modules/@fontsource');

type PackageMetadata = { family: string; weights: number[]; styles: string[]; subsets: string[] };

function packageMetadata(id: string): PackageMetadata {
  return JSON.parse(readFileSync(join(fontsource, id, 'metadata.json'), 'utf8')) as PackageMetadata;
}

describe('font catalogue', () => {
  it('offers at least 50 families, each once, in alphabetical order', () => {
    const families = fontCatalogue.map((font) => font.family);
    expect(families.length).toBeGreaterThanOrEqual(50);
    expect(new Set(families).size).toBe(families.length);
    expect(families).toEqual([...families].sort((a, b) => a.localeCompare(b)));
  });

  it('includes the ten quick picks', () => {
    for (const family of quickPickFonts) {
      expect(findCatalogueFont(family)).toBeDefined();
    }
  });

  it.each(fontCatalogue.map((font) => [font.family, font] as const))(
    '%s maps to an installed package with its latin faces, weights and styles',
    (family, font) => {
      const metadata = packageMetadata(font.id);
      expect(metadata.family).toBe(family);
      expect(metadata.subsets).toContain('latin');
      expect(font.weights).toEqual(metadata.weights);
      expect(font.italic).toBe(metadata.styles.includes('italic'));
      expect(existsSync(join(fontsource, font.id, 'latin.css'))).toBe(true);
      if (font.italic) {
        expect(existsSync(join(fontsource, font.id, 'latin-italic.css'))).toBe(true);
      }
      expect(['sans-serif', 'serif', 'monospace', 'display', 'handwriting']).toContain(
        font.category,
      );
    },
  );

  it('has a loader for every family and none for a family outside it', async () => {
    expect(Object.keys(familyLoaders).sort()).toEqual(
      fontCatalogue.map((font) => font.family).sort(),
    );
    await expect(loadCatalogueFamily('Inter')).resolves.toBe(true);
    await expect(loadCatalogueFamily('Comic Neue')).resolves.toBe(false);
    await expect(loadCatalogueFamily('constructor')).resolves.toBe(false);
  });

  it('loads each family from its own package', () => {
    const source = readFileSync(join(__dirname, 'catalogue-loaders.ts'), 'utf8');
    for (const font of fontCatalogue) {
      expect(source).toContain(`import('@fontsource/${font.id}/latin.css')`);
      expect(source.includes(`import('@fontsource/${font.id}/latin-italic.css')`)).toBe(
        font.italic,
      );
    }
  });

  it('names variants as the resume does', () => {
    expect(variantName(400, false)).toBe('regular');
    expect(variantName(400, true)).toBe('italic');
    expect(variantName(600, false)).toBe('600');
    expect(variantName(700, true)).toBe('700italic');
    expect(findCatalogueFont('PT Sans')?.variants).toEqual([
      'regular',
      'italic',
      '700',
      '700italic',
    ]);
    expect(findCatalogueFont('Fira Code')?.variants).toEqual([
      '300',
      'regular',
      '500',
      '600',
      '700',
    ]);
  });
});
