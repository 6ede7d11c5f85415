import { sampleResumeData } from '@vitae/schema';

import { availableVariants, chooseFamily, parseVariant, toggleVariant } from './font-choice';

function resumeWithFont(family: string, subset: string, variants: string[]) {
  const data = sampleResumeData();
  data.metadata.typography.font = { ...data.metadata.typography.font, family, subset, variants };
  return data;
}

describe('choosing a font family', () => {
  it('resets the subset to latin and the variants to regular', () => {
    const data = resumeWithFont('Lato', 'latin-ext', ['regular', 'italic', '700']);
    const next = chooseFamily(data, 'Inter');
    expect(next.metadata.typography.font).toEqual({
      ...data.metadata.typography.font,
      family: 'Inter',
      subset: 'latin',
      variants: ['regular'],
    });
    expect(data.metadata.typography.font.family).toBe('Lato');
  });

  it('keeps the size and everything else of the document', () => {
    const data = resumeWithFont('Lato', 'latin', ['700']);
    const next = chooseFamily(data, 'Poppins');
    expect(next.metadata.typography.font.size).toBe(data.metadata.typography.font.size);
    expect(next.basics).toBe(data.basics);
    expect(next.sections).toBe(data.sections);
  });

  it('changes nothing when the family is already chosen', () => {
    const data = resumeWithFont('Lora', 'latin', ['regular', '700']);
    expect(chooseFamily(data, 'Lora')).toBe(data);
  });
});

describe('variants', () => {
  const order = availableVariants('PT Sans', []);

  it('offers the weights and styles the family’s package has', () => {
    expect(order).toEqual(['regular', 'italic', '700', '700italic']);
    expect(availableVariants('Comic Neue', ['regular', '700'])).toEqual(['regular', '700']);
  });

  it('adds a variant in the family’s order and removes one', () => {
    expect(toggleVariant(['700'], 'regular', true, order)).toEqual(['regular', '700']);
    expect(toggleVariant(['regular', '700'], '700', false, order)).toEqual(['regular']);
  });

  it('never removes the last variant', () => {
    expect(toggleVariant(['regular'], 'regular', false, order)).toEqual(['regular']);
  });

  it('reads weight and style from a variant name', () => {
    expect(parseVariant('regular')).toEqual({ weight: 400, italic: false });
    expect(parseVariant('italic')).toEqual({ weight: 400, italic: true });
    expect(parseVariant('600')).toEqual({ weight: 600, italic: false });
    expect(parseVariant('800italic')).toEqual({ weight: 800, italic: true });
  });
});
