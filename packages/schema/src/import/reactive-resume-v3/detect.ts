import { isLoose } from '../context';

/** Whether a JSON value has the marks of a Reactive Resume v3 file (a `work` section, a `photo`, a `website`). */
export function looksLikeV3(json: unknown): boolean {
  if (!isLoose(json)) {
    return false;
  }
  const basics = isLoose(json.basics) ? json.basics : {};
  const sections = isLoose(json.sections) ? json.sections : {};
  return 'work' in sections || 'photo' in basics || 'website' in basics;
}

/** Whether a JSON value has the marks of a Reactive Resume v4 file (an `experience` section, a `picture`). */
export function looksLikeV4(json: unknown): boolean {
  if (!isLoose(json)) {
    return false;
  }
  const basics = isLoose(json.basics) ? json.basics : {};
  const sections = isLoose(json.sections) ? json.sections : {};
  return 'experience' in sections || 'picture' in basics || 'customFields' in basics;
}
