import { defaultLayout, itemSectionKeys, parseResumeData, sampleResumeData } from '../src';

describe('the sample resume', () => {
  const sample = sampleResumeData();

  it('uses glalie, margin 14, primary #ca8a04 and a 120 picture', () => {
    expect(sample.metadata.template).toBe('glalie');
    expect(sample.metadata.page.margin).toBe(14);
    expect(sample.metadata.theme.primary).toBe('#ca8a04');
    expect(sample.basics.picture.size).toBe(120);
  });

  it('hides the references section and orders sections its own way', () => {
    expect(sample.sections.references.visible).toBe(false);
    expect(sample.metadata.layout).not.toEqual(defaultLayout());
    const placed = sample.metadata.layout.flat(2).sort();
    expect(placed).toEqual(defaultLayout().flat(2).sort());
  });

  it('fills every section, so every template has something to show', () => {
    for (const key of itemSectionKeys) {
      expect(sample.sections[key].items.length).toBeGreaterThan(0);
    }
    expect(sample.sections.summary.content).toContain('<p>');
    expect(sample.basics.name).not.toBe('');
  });

  it('is a valid document that survives a second parse unchanged', () => {
    expect(parseResumeData(JSON.parse(JSON.stringify(sample)))).toEqual({
      success: true,
      data: sample,
    });
  });
});
