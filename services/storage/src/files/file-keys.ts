import { type ImageFormat } from '../images/image-type';

/** User, resume and content-hash ids as they may appear in a key: no separators, no dots. */
const idPattern = /^[A-Za-z0-9_-]{1,128}$/;

/** What a resume is printed as. */
export type ResumeOutput = 'pdf' | 'thumbnail';

const outputExtension: Record<ResumeOutput, string> = { pdf: 'pdf', thumbnail: 'png' };

/** Where a file sits, read back from its key. */
export type FileLocation =
  | { kind: 'image'; userId: string; key: string }
  | {
      kind: 'resume-output';
      output: ResumeOutput;
      userId: string;
      resumeId: string;
      contentHash: string;
      key: string;
    };

/** Whether a value may be used as one segment of a key. */
export function isKeyId(value: string): boolean {
  return idPattern.test(value);
}

/** Everything a user owns sits under this prefix, so deleting the account deletes it in one go. */
export function userPrefix(userId: string): string {
  return `users/${userId}/`;
}

/** A resume's PDFs and thumbnails, every version of them. */
export function resumePrefix(userId: string, resumeId: string): string {
  return `${userPrefix(userId)}resumes/${resumeId}/`;
}

/** A picture, named by the hash of its (re-encoded) bytes. */
export function imageKey(userId: string, contentHash: string, format: ImageFormat): string {
  return `${userPrefix(userId)}images/${contentHash}.${format === 'jpeg' ? 'jpg' : format}`;
}

/** A printed resume, named by the render cache key: an unchanged resume maps to the same object. */
export function resumeOutputKey(location: {
  userId: string;
  resumeId: string;
  contentHash: string;
  output: ResumeOutput;
}): string {
  return `${resumePrefix(location.userId, location.resumeId)}${location.contentHash}.${outputExtension[location.output]}`;
}

const imagePattern =
  /^users\/([A-Za-z0-9_-]{1,128})\/images\/([a-f0-9]{32,64})\.(png|jpg|webp|gif)$/;
const outputPattern =
  /^users\/([A-Za-z0-9_-]{1,128})\/resumes\/([A-Za-z0-9_-]{1,128})\/([A-Za-z0-9_-]{1,128})\.(pdf|png)$/;

/** The location a key names, or undefined for any key the service does not serve. */
export function parseFileKey(key: string): FileLocation | undefined {
  const image = imagePattern.exec(key);
  if (image) {
    return { kind: 'image', userId: image[1], key };
  }
  const output = outputPattern.exec(key);
  if (output) {
    return {
      kind: 'resume-output',
      output: output[4] === 'pdf' ? 'pdf' : 'thumbnail',
      userId: output[1],
      resumeId: output[2],
      contentHash: output[3],
      key,
    };
  }
  return undefined;
}
