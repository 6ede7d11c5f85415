import { parseResumeData, slugify } from '../src';

function failure(input: object) {
  const result = parseResumeData(input);
  if (result.success) {
    throw new Error('expected the document to be refused');
  }
  return result.issues;
}

describe('links, emails and required fields', () => {
  it('says "URL must start with https://" for a website that is not a web address', () => {
    expect(failure({ basics: { url: { href: 'example.com' } } })).toEqual([
      { path: 'basics.url.href', message: 'URL must start with https://' },
    ]);
  });

  it('refuses javascript: and other schemes in any link', () => {
    const issues = failure({
      sections: { awards: { items: [{ title: 'Prize', url: { href: 'javascript:alert(1)' } }] } },
    });
    expect(issues).toEqual([
      { path: 'sections.awards.items.0.url.href', message: 'URL must start with https://' },
    ]);
  });

  it('accepts an empty link and an http(s) one', () => {
    expect(parseResumeData({ basics: { url: { href: '' } } }).success).toBe(true);
    expect(parseResumeData({ basics: { url: { href: 'http://example.com/me' } } }).success).toBe(
      true,
    );
  });

  it('accepts an empty basics email and refuses a malformed one', () => {
    expect(parseResumeData({ basics: { email: '' } }).success).toBe(true);
    expect(failure({ basics: { email: 'not-an-email' } })[0].path).toBe('basics.email');
  });

  it.each([
    ['awards', 'title'],
    ['certifications', 'name'],
    ['education', 'institution'],
    ['experience', 'company'],
    ['interests', 'name'],
    ['languages', 'name'],
    ['projects', 'name'],
    ['publications', 'name'],
    ['references', 'name'],
    ['volunteer', 'organization'],
  ])('requires the %s item field %s', (section, field) => {
    const issues = failure({ sections: { [section]: { items: [{ [field]: '   ' }] } } });
    expect(issues.map((issue) => issue.path)).toEqual([`sections.${section}.items.0.${field}`]);
    expect(issues[0].message).toMatch(/is required\.$/);
  });

  it('requires both network and username of a profile, and nothing of a skill', () => {
    const issues = failure({ sections: { profiles: { items: [{}] } } });
    expect(issues.map((issue) => issue.path)).toEqual([
      'sections.profiles.items.0.network',
      'sections.profiles.items.0.username',
    ]);
    expect(parseResumeData({ sections: { skills: { items: [{}] } } }).success).toBe(true);
  });
});

describe('item ids', () => {
  it('gives every item without an id a cuid2 of its own', () => {
    const result = parseResumeData({
      sections: { skills: { items: [{ name: 'A' }, { name: 'B' }] } },
    });
    if (!result.success) {
      throw new Error('refused');
    }
    const [first, second] = result.data.sections.skills.items.map((item) => item.id);
    expect(first).toMatch(/^[a-z][a-z0-9]{23}$/);
    expect(second).toMatch(/^[a-z][a-z0-9]{23}$/);
    expect(first).not.toBe(second);
  });

  it('keeps an id that is given', () => {
    const result = parseResumeData({
      sections: { skills: { items: [{ id: 'keep-me', name: 'A' }] } },
    });
    expect(result.success && result.data.sections.skills.items[0].id).toBe('keep-me');
  });

  it('fixes a built-in section id whatever the input says', () => {
    const result = parseResumeData({ sections: { skills: { id: 'hacked' } } });
    expect(result.success && result.data.sections.skills.id).toBe('skills');
  });
});

describe('slugs', () => {
  it.each([
    ['Software Engineer', 'software-engineer'],
    ['  Café Manager, 2024! ', 'cafe-manager-2024'],
    ['---Already--Hyphenated---', 'already-hyphenated'],
    ['Ünïcödé Çàsès', 'unicode-cases'],
    ['UPPER_case', 'upper-case'],
  ])('turns %j into %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
