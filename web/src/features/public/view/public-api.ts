import { type PublicResumeAddress } from '../public-path';

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

/** A failed call: the §8 code and the server's message. */
export class PublicApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PublicApiError';
  }
}

function path({ username, slug }: PublicResumeAddress): string {
  return `/api/resume/public/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    throw new PublicApiError(
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

/** The URL of the public resume's PDF (the render service prints it when needed). */
export async function fetchPublicPdfUrl(address: PublicResumeAddress): Promise<string> {
  return (await getJson<{ url: string }>(`${path(address)}/print`)).url;
}
