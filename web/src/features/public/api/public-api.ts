import { type PublicResumeAddress } from '../lib/public-path';

/** What GET /api/resume/public/{username}/{slug} answers (docs/product.md#calls). */
export type PublicResume = {
  id: string;
  title: string;
  slug: string;
  data: {
    basics?: { name?: string; headline?: string };
    metadata?: { page?: { format?: string } };
  } & Record<string, unknown>;
};

/**
 * What GET /api/letter/public/{username}/{slug} answers (docs/letters.md#the-public-page):
 * a public letter, drawn by the artboard as `artboard:letter`.
 */
export type PublicLetter = {
  id: string;
  title: string;
  slug: string;
  data: {
    sender?: { name?: string; headline?: string };
    metadata?: { page?: { format?: string } };
  } & Record<string, unknown>;
};

/** The id of the JSON script element the gateway writes into a public resume's or letter's page. */
const embeddedElementId = 'vitae-public-resume';

type Embedded = PublicResumeAddress & { resume?: PublicResume; letter?: PublicLetter };

let embedded: Embedded | null | undefined;

/** What the page's HTML carries for `address` (the gateway's static-web.ts), read once and removed. */
function embeddedAt(address: PublicResumeAddress): Embedded | null {
  if (embedded === undefined) {
    const element = document.getElementById(embeddedElementId);
    try {
      embedded = element?.textContent ? (JSON.parse(element.textContent) as Embedded) : null;
    } catch {
      embedded = null;
    }
    element?.remove();
  }
  return embedded && embedded.username === address.username && embedded.slug === address.slug
    ? embedded
    : null;
}

/**
 * The public resume the page's HTML carries (the gateway's static-web.ts) when
 * it is the one at `address`, else null. The element is read once and
 * removed: a later page of the app asks the API.
 */
export function embeddedPublicResume(address: PublicResumeAddress): PublicResume | null {
  return embeddedAt(address)?.resume ?? null;
}

/** The public letter the page's HTML carries when it is the one at `address`, else null. */
export function embeddedPublicLetter(address: PublicResumeAddress): PublicLetter | null {
  return embeddedAt(address)?.letter ?? null;
}

/**
 * Reports this page's view of the resume (or letter) its HTML carried, which the HTML did
 * not count (docs/web.md#the-areas): the page's one request. Kept alive past
 * the page's end; its answer, or failure, changes nothing on the page.
 */
export function reportPublicView(resumeId: string, kind: 'resume' | 'letter' = 'resume'): void {
  void fetch(`/api/${kind}/public/${encodeURIComponent(resumeId)}/view`, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { accept: 'application/json' },
  }).catch(() => undefined);
}

function path(
  { username, slug }: PublicResumeAddress,
  kind: 'resume' | 'letter' = 'resume',
): string {
  return `/api/${kind}/public/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    // The app's own error, so the app's mapping words it; loaded only when a
    // call fails, never with the page (docs/performance.md).
    const { ApiError } = await import('../../../lib/api/api-error');
    throw new ApiError(
      response.status,
      typeof body.code === 'string' ? body.code : 'SomethingWentWrong',
      typeof body.message === 'string' ? body.message : response.statusText,
    );
  }
  return body as T;
}

/** The public resume at this address; rejects when it is private, missing or unreachable. */
export function fetchPublicResume(address: PublicResumeAddress): Promise<PublicResume> {
  return getJson<PublicResume>(path(address));
}

/** The public letter at this address; rejects when it is private, missing or unreachable. */
export function fetchPublicLetter(address: PublicResumeAddress): Promise<PublicLetter> {
  return getJson<PublicLetter>(path(address, 'letter'));
}

/** The URL of the public letter's PDF, which counts a download (docs/letters.md#the-public-page). */
export async function fetchPublicLetterPdfUrl(address: PublicResumeAddress): Promise<string> {
  return (await getJson<{ url: string }>(`${path(address, 'letter')}/pdf`)).url;
}

/** The URL of the public resume's PDF (the render service prints it when needed). */
export async function fetchPublicPdfUrl(address: PublicResumeAddress): Promise<string> {
  return (await getJson<{ url: string }>(`${path(address)}/print`)).url;
}

/** The address of the public resume as a Word, Markdown or plain-text file (docs/import-export.md#export). */
export function publicExportUrl(
  address: PublicResumeAddress,
  format: 'docx' | 'md' | 'txt',
): string {
  return `${path(address)}/export/${format}`;
}
