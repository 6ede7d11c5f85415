/** How the check and the field recovery find contact details in text (docs/ats.md#contact-details). */
export const emailPattern = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u;
/** Seven digits or more, with the separators phone numbers are written with. */
export const phonePattern = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d[\d\s.\-/]{5,}\d/u;
/** A web address: with a scheme, with www., or a profile on the networks recruiters look at. */
export const linkPattern =
  /(?:https?:\/\/|www\.)[^\s,;]+|(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com|x\.com|twitter\.com)\/[^\s,;]+/giu;

/** Whether a phone match is more likely a date range or a year than a number ("2019 - 2021"). */
export function looksLikePhone(text: string): boolean {
  const digits = text.replace(/\D/gu, '');
  return digits.length >= 7 && digits.length <= 15 && !/^\d{4}\s*[-–/]\s*\d{4}$/u.test(text.trim());
}

/** The first phone number in a line, if any. */
export function findPhone(text: string): string | undefined {
  const match = phonePattern.exec(text);
  return match && looksLikePhone(match[0]) ? match[0].trim() : undefined;
}
