/** The resume a public page's HTML carries (the gateway's static-web.ts), read once. */
type Api = typeof import('./public-api');

function freshApi(): Api {
  let api: Api | undefined;
  jest.isolateModules(() => {
    api = jest.requireActual<Api>('./public-api');
  });
  return api!;
}

function carry(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'vitae-public-resume';
  element.textContent = text;
  document.head.append(element);
}

const resume = { id: 'r1', title: 'Engineer', slug: 'engineer', data: { basics: { name: 'Ada' } } };

describe('the public resume the page carries', () => {
  afterEach(() => document.getElementById('vitae-public-resume')?.remove());

  it('is taken for its own address, then removed from the page', () => {
    carry(JSON.stringify({ username: 'ada', slug: 'engineer', resume }));
    const api = freshApi();
    expect(api.embeddedPublicResume({ username: 'ada', slug: 'engineer' })).toEqual(resume);
    expect(document.getElementById('vitae-public-resume')).toBeNull();
    // Read once: asked again (React's second effect run), the same answer.
    expect(api.embeddedPublicResume({ username: 'ada', slug: 'engineer' })).toEqual(resume);
  });

  it('is not taken for another address', () => {
    carry(JSON.stringify({ username: 'ada', slug: 'engineer', resume }));
    expect(freshApi().embeddedPublicResume({ username: 'ada', slug: 'other' })).toBeNull();
  });

  it('is none when the page carries none, or carries something unreadable', () => {
    expect(freshApi().embeddedPublicResume({ username: 'ada', slug: 'engineer' })).toBeNull();
    carry('{"username": "ada", ');
    expect(freshApi().embeddedPublicResume({ username: 'ada', slug: 'engineer' })).toBeNull();
  });
});
